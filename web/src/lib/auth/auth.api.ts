import type { AuthStatusJson } from '@hotsprings/contracts';
import { api } from '../api';

const SIGNED_OUT: AuthStatusJson = { isLoggedIn: false, user: null };

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthStatus: build.query<AuthStatusJson, void>({
      // 401 means signed out; any other failure of the status call is treated as signed out too.
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/auth/status');
        if (result.error) return { data: SIGNED_OUT };
        return { data: result.data as AuthStatusJson };
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
