import type { PortalSessionJson } from '@hotsprings/contracts';
import { api } from '../api';

export const portalApi = api.injectEndpoints({
  endpoints: (build) => ({
    // JSON content type, credentials, no body.
    createPortalSession: build.mutation<PortalSessionJson, void>({
      query: () => ({
        url: '/stripe/create-portal-session',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      }),
    }),
  }),
});

export const { useCreatePortalSessionMutation } = portalApi;
