import type { AuthStatusJson, CurrentUserJson, PublicProfileJson } from '@hotsprings/contracts';
import { api, ifSucceeded } from '../../../lib/api';
import { authApi } from '../../../lib/auth';

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

export interface ProfileChanges {
  location: string;
  bio: string;
}

/** Whatever depends on who is signed in (favorites, votes) must be fetched again as this user. */
const USER_SCOPED_TAGS = ['User', 'Favorite', 'Review', 'Spring', 'Springs'] as const;

type Dispatch = (action: unknown) => unknown;

function setCurrentUser(dispatch: Dispatch, user: CurrentUserJson) {
  dispatch(authApi.util.upsertQueryData('getAuthStatus', undefined, { isLoggedIn: true, user }));
}

async function signIn(dispatch: Dispatch, queryFulfilled: Promise<{ data: AuthStatusJson }>) {
  const result = await queryFulfilled.catch(() => null);
  if (!result?.data.user) return;
  setCurrentUser(dispatch, result.data.user);
  dispatch(api.util.invalidateTags([...USER_SCOPED_TAGS]));
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthStatusJson, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => signIn(dispatch, queryFulfilled),
    }),
    register: build.mutation<AuthStatusJson, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => signIn(dispatch, queryFulfilled),
    }),
    getUserProfile: build.query<PublicProfileJson, string>({
      query: (username) => `/users/${encodeURIComponent(username)}`,
      providesTags: (_result, _error, username) => [{ type: 'User', id: username }],
    }),
    // Answers with the updated user; the public profile shows the same fields.
    updateProfile: build.mutation<CurrentUserJson, ProfileChanges>({
      query: (body) => ({ url: '/users/profile', method: 'PUT', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const result = await queryFulfilled.catch(() => null);
        if (result) setCurrentUser(dispatch, result.data);
      },
      invalidatesTags: ifSucceeded(['User']),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useGetUserProfileQuery,
  useUpdateProfileMutation,
} = accountApi;
