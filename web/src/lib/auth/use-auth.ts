import { useGetAuthStatusQuery } from './auth.api';
import type { CurrentUserJson } from '@hotsprings/contracts';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: CurrentUserJson }
  | { status: 'signedOut'; user: null };

/** Authentication as the spec's states: unknown while loading, then signed in or signed out. */
export function useAuth(): AuthState {
  const { data, isLoading } = useGetAuthStatusQuery();
  if (isLoading || !data) return { status: 'loading', user: null };
  if (data.isLoggedIn && data.user) return { status: 'signedIn', user: data.user };
  return { status: 'signedOut', user: null };
}
