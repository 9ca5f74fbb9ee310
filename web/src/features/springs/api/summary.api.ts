import type { AiSummaryJson } from '@hotsprings/contracts';
import { api } from '../../../lib/api';
import { springsApi } from './springs.api';

export const summaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    // No body. The answer becomes the spring's ai_summary on its page.
    generateSummary: build.mutation<AiSummaryJson, number>({
      query: (springId) => ({ url: `/springs/${springId}/summary`, method: 'POST' }),
      onQueryStarted: async (springId, { dispatch, queryFulfilled }) => {
        const result = await queryFulfilled.catch(() => null);
        if (!result) return;
        dispatch(
          springsApi.util.updateQueryData('getSpring', String(springId), (spring) => {
            spring.ai_summary = result.data.summary;
          }),
        );
        // The page asks again for what the answer leaves out: the summary's source.
        dispatch(springsApi.util.invalidateTags([{ type: 'Spring', id: String(springId) }]));
      },
    }),
  }),
});

export const { useGenerateSummaryMutation } = summaryApi;
