import type { ConditionReportJson, ConditionReportPageJson } from '@hotsprings/contracts';
import { api } from '../../../lib/api';
import { refreshSpringLater } from '../../../lib/refresh-spring-later';
import { reportBody } from './report-body';
import type { ReportDraft } from './report-body';

/** One page (from 1) of a spring's reports. */
export interface ReportsPageArgs {
  springId: number;
  page: number;
}

// Every page of reports carries this tag, so a new, changed or deleted report refreshes them.
const LISTS = { type: 'ConditionReport', id: 'LIST' } as const;
// The spring's latest report (its page's card) and the map's "reported open" filter follow the
// reports; both are asked again at once and after the springs service has taken the event.
const springTags = (springId: number) => [
  { type: 'Spring' as const, id: String(springId) },
  'Springs' as const,
];

export const conditionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSpringReports: build.query<ConditionReportPageJson, ReportsPageArgs>({
      query: ({ springId, page }) => `/springs/${springId}/reports?page=${page}`,
      providesTags: [LISTS],
    }),
    createReport: build.mutation<ConditionReportJson, { springId: number; draft: ReportDraft }>({
      query: ({ springId, draft }) => ({
        url: `/springs/${springId}/reports`,
        method: 'POST',
        body: reportBody(draft),
      }),
      invalidatesTags: (_r, error, { springId }) => (error ? [] : [LISTS, ...springTags(springId)]),
      onQueryStarted: (_arg, lifecycle) => refreshSpringLater(lifecycle),
    }),
    updateReport: build.mutation<
      ConditionReportJson,
      { id: string; springId: number; draft: ReportDraft }
    >({
      query: ({ id, draft }) => ({ url: `/reports/${id}`, method: 'PUT', body: reportBody(draft) }),
      invalidatesTags: (_r, error, { springId }) => (error ? [] : [LISTS, ...springTags(springId)]),
      onQueryStarted: (_arg, lifecycle) => refreshSpringLater(lifecycle),
    }),
    deleteReport: build.mutation<void, { id: string; springId: number }>({
      query: ({ id }) => ({ url: `/reports/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { springId }) => (error ? [] : [LISTS, ...springTags(springId)]),
      onQueryStarted: (_arg, lifecycle) => refreshSpringLater(lifecycle),
    }),
  }),
});

export const {
  useGetSpringReportsQuery,
  useCreateReportMutation,
  useUpdateReportMutation,
  useDeleteReportMutation,
} = conditionsApi;
