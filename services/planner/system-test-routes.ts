// What the system tests send to this service (system-tests/src/support/service-routes.ts says
// what each part is for). Outside src/: system-tests/tsconfig.service-rows.json compiles it, not
// the service's build, and its image leaves it out.
import { httpCall } from '@hotsprings/service-kit/testing';
import {
  SIGNED_IN,
  SIGNED_IN_DESTRUCTIVE,
  type ServiceSystemTests,
} from '@hotsprings/system-tests/service-routes';

const BOISE = { lat: 43.615, lon: -116.2023 };
const KETCHUM = { lat: 43.6807, lon: -114.3637 };
const TRIP = {
  startCoords: BOISE,
  endCoords: KETCHUM,
  waypoints: [{ lat: 43.5, lon: -115.0 }],
  maxDistanceMiles: 20,
};
/**
 * A route the member planned first, as saving a plan (POST, PUT) and its GPX name it. This
 * route_id names none, so these bodies are refused (404, in our words); the member's fixture plan
 * is saved from a route it plans.
 */
const UNKNOWN_ROUTE_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const PLAN = {
  name: 'Boise to Ketchum',
  route_id: UNKNOWN_ROUTE_ID,
  waypoints: [{ name: 'Boise, ID' }, { name: 'Mountain Home, ID' }, { name: 'Ketchum, ID' }],
};
const SAVED_SEARCH = {
  start: 'Boise, ID',
  startCoords: BOISE,
  end: 'Ketchum, ID',
  endCoords: KETCHUM,
  maxDistance: 20,
};

export const systemTests: ServiceSystemTests = {
  routes: [
    ['POST /api/planner/route', { body: TRIP, signedIn: true }],
    [
      'POST /api/planner/route/gpx',
      {
        body: { route_id: UNKNOWN_ROUTE_ID, startPointName: 'Boise, ID', endPointName: 'Ketchum' },
        signedIn: true,
      },
    ],
    ['POST /api/planner/plans', { body: PLAN, signedIn: true }],
    ['GET /api/planner/plans', SIGNED_IN],
    ['GET /api/planner/plans/:planId', SIGNED_IN],
    ['GET /api/planner/plans/:planId/gpx', SIGNED_IN],
    ['PUT /api/planner/plans/:planId', { body: PLAN, signedIn: true }],
    [
      'POST /api/planner/trips',
      {
        body: { ...TRIP, name: 'Boise to Ketchum', startPointName: 'Boise, ID' },
        signedIn: true,
      },
    ],
    [
      'GET /api/planner/drive-times',
      { query: { from: '43.615,-116.2023', to: '43.6807,-114.3637;43.5,-115' } },
    ],
    'GET /api/planner/trips/:tripId',
    'GET /api/planner/trips/:tripId/preview',
    'GET /api/planner/trips/:tripId/gpx',
    ['DELETE /api/planner/trips/:tripId', SIGNED_IN_DESTRUCTIVE],
    ['DELETE /api/planner/plans/:planId', SIGNED_IN_DESTRUCTIVE],
    ['POST /api/planner/saved-searches', { body: SAVED_SEARCH, signedIn: true }],
    ['GET /api/planner/saved-searches/:searchId', SIGNED_IN],
  ],
  whileNatsIsDown: {
    status: 201,
    outbox: false,
    write: async ({ url, member }) =>
      (
        await httpCall(url, 'POST', '/api/planner/saved-searches', {
          headers: member,
          body: SAVED_SEARCH,
        })
      ).status,
  },
};
