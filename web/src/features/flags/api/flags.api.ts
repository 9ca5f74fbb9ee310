import type { SpringFlagJson } from '@hotsprings/contracts';
import type { SpringFlagFact } from '@hotsprings/contracts/limits';
import { api } from '../../../lib/api';

export interface NewSpringFlag {
  springId: number;
  fact: SpringFlagFact;
  note: string;
}

export const flagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // "Report an issue": stored for the operators; nothing the page shows changes.
    flagSpring: build.mutation<SpringFlagJson, NewSpringFlag>({
      query: ({ springId, ...body }) => ({
        url: `/springs/${springId}/flags`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useFlagSpringMutation } = flagsApi;
