import { authApi } from '../lib/auth';
import { api } from '../lib/api';
import type { AppStore } from './store';

type Tags = Parameters<typeof api.util.invalidateTags>[0];

/** The tags of the server's answers: `provided.tags` of its state, by type and id. */
function tagsOf(serverState: object): Tags {
  const { provided } = (serverState as { api: { provided: { tags: object } } }).api;
  return Object.entries(provided.tags).flatMap(([type, ids]) =>
    Object.keys(ids as object).map((id) => (id === '__internal_without_id' ? type : { type, id })),
  ) as Tags;
}

/**
 * The server read the page's data as a visitor: a member's own parts of it (a spring's favorite,
 * the vote on a post) are read again once the session says a member is signed in.
 */
export async function refreshForMember(store: AppStore, serverState: object): Promise<void> {
  const status = store.dispatch(authApi.endpoints.getAuthStatus.initiate());
  const { data } = await status;
  status.unsubscribe();
  if (data?.isLoggedIn) store.dispatch(api.util.invalidateTags(tagsOf(serverState)));
}
