// What the system tests send to this service (system-tests/src/support/service-routes.ts says
// what each part is for). Outside src/: system-tests/tsconfig.service-rows.json compiles it, not
// the service's build, and its image leaves it out.
import { httpCall } from '@hotsprings/service-kit/testing';
import {
  SIGNED_IN,
  SIGNED_IN_DESTRUCTIVE,
  type ServiceSystemTests,
} from '@hotsprings/system-tests/service-routes';

const FAVORITE = { category: 'Visited' };

export const systemTests: ServiceSystemTests = {
  routes: [
    [
      'GET /api/springs',
      {
        query: {
          search: 'hot',
          state: 'ID',
          temp_range: 'hot',
          min_rating: '1',
          bbox: '-120,40,-110,46',
          reported_open_within_days: '90',
        },
      },
    ],
    [
      'GET /api/springs/search',
      { query: { q: 'hot springs near Boise', near: '43.615,-116.2023', radius_mi: '50' } },
    ],
    'GET /api/springs/featured',
    'GET /api/springs/popular',
    'GET /api/springs/sitemap',
    'GET /api/springs/:springId',
    ['POST /api/springs/:springId/summary', SIGNED_IN],
    ['GET /api/places/search', { query: { q: 'Boise', limit: '5', types: 'place,locality' } }],
    ['POST /api/springs/:springId/favorite', { body: FAVORITE, signedIn: true }],
    ['DELETE /api/springs/:springId/favorite', SIGNED_IN_DESTRUCTIVE],
    'GET /api/users/:username/favorites',
    [
      'POST /api/springs/:springId/flags',
      { body: { fact: 'temperature', note: 'Closer to 90 °F this spring.' }, signedIn: true },
    ],
  ],
  whileNatsIsDown: {
    status: 200,
    outbox: false,
    write: async ({ url, springId, member }) =>
      (
        await httpCall(url, 'POST', `/api/springs/${springId}/favorite`, {
          headers: member,
          body: FAVORITE,
        })
      ).status,
  },
};
