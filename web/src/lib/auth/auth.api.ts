import { api } from '../api';

/** The signed-in user, as GET /api/auth/status returns it (spec §3 "Current user"). */
export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  bio: string | null;
  location: string | null;
  created_at: string;
  is_premium: boolean;
  subscription_status: string;
}

export interface AuthStatus {
  isLoggedIn: boolean;
  user: CurrentUser | null;
}

const SIGNED_OUT: AuthStatus = { isLoggedIn: false, user: null };

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthStatus: build.query<AuthStatus, void>({
      // 401 means signed out; any other failure of the status call is treated as signed out too.
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/auth/status');
        if (result.error) return { data: SIGNED_OUT };
        return { data: result.data as AuthStatus };
      },
      providesTags: ['Auth'],
    }),
    logout: build.mutation<void, void>({
      // Logout clears the user whatever the call's result.
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        await baseQuery({ url: '/auth/logout', method: 'POST' });
        return { data: undefined };
      },
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        dispatch(authApi.util.upsertQueryData('getAuthStatus', undefined, SIGNED_OUT));
        await queryFulfilled;
        dispatch(api.util.resetApiState());
      },
    }),
  }),
});

export const { useGetAuthStatusQuery, useLogoutMutation } = authApi;
