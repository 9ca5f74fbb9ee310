import type {
  PlanCreatedJson,
  PlanRouteRequestJson,
  PlanRouteResponseJson,
  PublishedTripJson,
  PublishTripRequestJson,
  RouteGpxRequestJson,
  TripPublishedJson,
  SavedSearchJson,
  SavePlanRequestJson,
  TripPlanJson,
  TripPlanSummaryJson,
} from '@hotsprings/contracts';
import { api, ifSucceeded } from '../../../lib/api';
import { attachmentName } from '../utils/download';
import type { DownloadedFile } from '../utils/download';

// Every plan list carries this tag, so saving or deleting a plan refreshes My Plans.
const PLAN_LIST = { type: 'Plan', id: 'LIST' } as const;

export const plannerApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation: each route is worked out on request, and the page keeps the answer it shows.
    planRoute: build.mutation<PlanRouteResponseJson, PlanRouteRequestJson>({
      query: (body) => ({ url: '/planner/route', method: 'POST', body }),
    }),
    // A route answered as a GPX file: its route_id, with the names of its ends for the file's.
    routeGpx: build.mutation<DownloadedFile, RouteGpxRequestJson>({
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
      invalidatesTags: ifSucceeded([PLAN_LIST]),
    }),
    // Rename, other stops, the route drawn again: the plan is replaced.
    updatePlan: build.mutation<PlanCreatedJson, { planId: string; plan: SavePlanRequestJson }>({
      query: ({ planId, plan }) => ({
        url: `/planner/plans/${encodeURIComponent(planId)}`,
        method: 'PUT',
        body: plan,
      }),
      invalidatesTags: ifSucceeded(({ planId }) => [PLAN_LIST, { type: 'Plan', id: planId }]),
    }),
    // A published plan's page shows its trip's link: publishing or unpublishing refreshes it.
    publishTrip: build.mutation<TripPublishedJson, PublishTripRequestJson>({
      query: (body) => ({ url: '/planner/trips', method: 'POST', body }),
      invalidatesTags: ifSucceeded(({ planId }) => (planId ? [{ type: 'Plan', id: planId }] : [])),
    }),
    getPublishedTrip: build.query<PublishedTripJson, string>({
      query: (tripId) => `/planner/trips/${encodeURIComponent(tripId)}`,
      providesTags: (_trip, _error, tripId) => [{ type: 'Trip', id: tripId }],
    }),
    unpublishTrip: build.mutation<void, { tripId: string; planId?: string }>({
      query: ({ tripId }) => ({
        url: `/planner/trips/${encodeURIComponent(tripId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ifSucceeded(({ tripId, planId }) => [
        { type: 'Trip', id: tripId },
        ...(planId ? [{ type: 'Plan' as const, id: planId }] : []),
      ]),
    }),
    deletePlan: build.mutation<void, string>({
      query: (planId) => ({
        url: `/planner/plans/${encodeURIComponent(planId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ifSucceeded((planId) => [PLAN_LIST, { type: 'Plan', id: planId }]),
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
  useUpdatePlanMutation,
  usePublishTripMutation,
  useGetPublishedTripQuery,
  useUnpublishTripMutation,
  useGetSavedSearchQuery,
} = plannerApi;
