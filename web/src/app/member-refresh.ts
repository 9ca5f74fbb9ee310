import { authApi } from '../lib/auth';
import { api, TAG_TYPES } from '../lib/api';
import type { AppStore } from './store';

/**
 * The server read the page's data as a visitor: a member's own parts of it (a spring's favorite,
 * the vote on a post) are read again once the session says a member is signed in. Every answer
 * shown is refreshed (the session's own excepted), by the slice's tag types.
 */
export async function refreshForMember(store: AppStore): Promise<void> {
  const status = store.dispatch(authApi.endpoints.getAuthStatus.initiate());
  const { data } = await status;
  status.unsubscribe();
  if (data?.isLoggedIn)
    store.dispatch(api.util.invalidateTags(TAG_TYPES.filter((type) => type !== 'Auth')));
}
