import { api } from '../../../lib/api';
import { authApi } from '../../../lib/auth';
import type { CurrentUser } from '../../../lib/auth';

export interface LoginRequest {
  username: string;
  password: string;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  /** Left out when the visitor gave none. */
  referralCode?: string;
}

/** Login and register answer with the new session's user, as the status call does. */
export interface AuthResult {
  isLoggedIn: true;
  user: CurrentUser;
}

/** GET /api/users/{username}. `email` is present only when the owner asks. */
export interface UserProfile {
  id: number;
  username: string;
  email?: string;
  bio: string | null;
  location: string | null;
  created_at: string;
  is_premium: boolean;
  /** Activity figures by name (e.g. reviews), as the service reports them. */
}

/** The auth service's limits on profile text (the spec sets none). */
export const MAX_LOCATION_LENGTH = 100;
export const MAX_BIO_LENGTH = 500;

export interface ProfileChanges {
  location: string;
  bio: string;
}

/** Whatever depends on who is signed in (favorites, votes) must be fetched again as this user. */
const USER_SCOPED_TAGS = ['User', 'Favorite', 'Review', 'Spring', 'Springs'] as const;

type Dispatch = (action: unknown) => unknown;

function setCurrentUser(dispatch: Dispatch, user: CurrentUser) {
  dispatch(authApi.util.upsertQueryData('getAuthStatus', undefined, { isLoggedIn: true, user }));
}

async function signIn(dispatch: Dispatch, queryFulfilled: Promise<{ data: AuthResult }>) {
  const result = await queryFulfilled.catch(() => null);
  if (!result) return;
  setCurrentUser(dispatch, result.data.user);
  dispatch(api.util.invalidateTags([...USER_SCOPED_TAGS]));
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResult, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => signIn(dispatch, queryFulfilled),
    }),
    register: build.mutation<AuthResult, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => signIn(dispatch, queryFulfilled),
    }),
    getUserProfile: build.query<UserProfile, string>({
      query: (username) => `/users/${encodeURIComponent(username)}`,
      providesTags: (_result, _error, username) => [{ type: 'User', id: username }],
    }),
    // Answers with the updated user; the public profile shows the same fields.
    updateProfile: build.mutation<CurrentUser, ProfileChanges>({
      query: (body) => ({ url: '/users/profile', method: 'PUT', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const result = await queryFulfilled.catch(() => null);
        if (result) setCurrentUser(dispatch, result.data);
      },
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useGetUserProfileQuery,
  useUpdateProfileMutation,
} = accountApi;
