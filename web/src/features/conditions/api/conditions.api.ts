import type { ConditionReportJson, ConditionReportPageJson } from '@hotsprings/contracts';
import { api, ifSucceeded } from '../../../lib/api';
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
// reports once the springs service has applied the report's event: it says so, and
// useSpringChanges (springs feature) has them fetched again then.

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
      invalidatesTags: ifSucceeded([LISTS]),
    }),
    updateReport: build.mutation<ConditionReportJson, { id: string; draft: ReportDraft }>({
      query: ({ id, draft }) => ({ url: `/reports/${id}`, method: 'PUT', body: reportBody(draft) }),
      invalidatesTags: ifSucceeded([LISTS]),
    }),
    deleteReport: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: `/reports/${id}`, method: 'DELETE' }),
      invalidatesTags: ifSucceeded([LISTS]),
    }),
  }),
});

export const {
  useGetSpringReportsQuery,
  useCreateReportMutation,
  useUpdateReportMutation,
  useDeleteReportMutation,
} = conditionsApi;
