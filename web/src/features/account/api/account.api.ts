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

/** Login and register answer with the new session's user (spec §3 hands the body to the success handling). */
export interface AuthResult {
  user?: CurrentUser;
  message?: string;
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
  counts?: Record<string, number>;
}

export interface ProfileChanges {
  location: string;
  bio: string;
}

/** Whatever signing in changed (favorites, votes, the user) must be fetched again as this user. */
const USER_SCOPED_TAGS = ['User', 'Favorite', 'Review', 'Spring', 'Springs'] as const;

async function signIn(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: AuthResult }>,
) {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (!data) return;
  if (data.user) {
    dispatch(
      authApi.util.upsertQueryData('getAuthStatus', undefined, { isLoggedIn: true, user: data.user }),
    );
    dispatch(api.util.invalidateTags([...USER_SCOPED_TAGS]));
  } else {
    dispatch(api.util.invalidateTags(['Auth', ...USER_SCOPED_TAGS]));
  }
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
    updateProfile: build.mutation<unknown, ProfileChanges>({
      query: (body) => ({ url: '/users/profile', method: 'PUT', body }),
      // The signed-in user and their public profile both show location and bio.
      invalidatesTags: (_result, error) => (error ? [] : ['Auth', 'User']),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useGetUserProfileQuery,
  useUpdateProfileMutation,
} = accountApi;
