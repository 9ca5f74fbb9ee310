import type {
  PlanCreatedJson,
  PlanRouteRequestJson,
  PlanRouteResponseJson,
  SavedSearchCreatedJson,
  SavedSearchJson,
  SavePlanRequestJson,
  TripPlanJson,
  TripPlanSummaryJson,
} from '@hotsprings/contracts';
import { api } from '../../../lib/api';
import { attachmentName } from '../utils/download';
import type { DownloadedFile } from '../utils/download';

/** The body of POST /api/planner/saved-searches: a saved search without its id and time. */
export type NewSavedSearch = Omit<SavedSearchJson, 'id' | 'created_at'>;

// Every plan list carries this tag, so saving or deleting a plan refreshes My Plans.
const PLAN_LIST = { type: 'Plan', id: 'LIST' } as const;

export const plannerApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation: each route is worked out on request, and the page keeps the answer it shows.
    planRoute: build.mutation<PlanRouteResponseJson, PlanRouteRequestJson>({
      query: (body) => ({ url: '/planner/route', method: 'POST', body }),
    }),
    // The route as a GPX file, which the planner answers to the same body as the route.
    routeGpx: build.mutation<DownloadedFile, PlanRouteRequestJson>({
      query: (body) => ({
        url: '/planner/route/gpx',
        method: 'POST',
        body,
        responseHandler: async (response) =>
          response.ok
            ? {
                fileName: attachmentName(response.headers.get('Content-Disposition'), 'trip.gpx'),
                contents: await response.text(),
              }
            : response.json(),
      }),
    }),
    getPlans: build.query<TripPlanSummaryJson[], void>({
      query: () => '/planner/plans',
      providesTags: (plans = []) => [
        PLAN_LIST,
        ...plans.map((plan) => ({ type: 'Plan' as const, id: plan.id })),
      ],
    }),
    getPlan: build.query<TripPlanJson, string>({
      query: (planId) => `/planner/plans/${encodeURIComponent(planId)}`,
      providesTags: (_plan, _error, planId) => [{ type: 'Plan', id: planId }],
    }),
    savePlan: build.mutation<PlanCreatedJson, SavePlanRequestJson>({
      query: (body) => ({ url: '/planner/plans', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [PLAN_LIST]),
    }),
    deletePlan: build.mutation<void, string>({
      query: (planId) => ({
        url: `/planner/plans/${encodeURIComponent(planId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, error, planId) =>
        error ? [] : [PLAN_LIST, { type: 'Plan', id: planId }],
    }),
    createSavedSearch: build.mutation<SavedSearchCreatedJson, NewSavedSearch>({
      query: (body) => ({ url: '/planner/saved-searches', method: 'POST', body }),
    }),
    getSavedSearch: build.query<SavedSearchJson, string>({
      query: (searchId) => `/planner/saved-searches/${encodeURIComponent(searchId)}`,
    }),
  }),
});

export const {
  usePlanRouteMutation,
  useRouteGpxMutation,
  useGetPlansQuery,
  useGetPlanQuery,
  useSavePlanMutation,
  useDeletePlanMutation,
  useCreateSavedSearchMutation,
  useGetSavedSearchQuery,
} = plannerApi;
