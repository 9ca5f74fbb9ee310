// What the system tests send to this service (system-tests/src/support/service-routes.ts says
// what each part is for). Outside src/: system-tests/tsconfig.service-rows.json compiles it, not
// the service's build, and its image leaves it out.
import { httpCall } from '@hotsprings/service-kit/testing';
import type { ServiceSystemTests } from '@hotsprings/system-tests/service-routes';

export const systemTests: ServiceSystemTests = {
  routes: [
    [
      'POST /api/auth/register',
      {
        body: {
          username: 'corpus_member',
          email: 'corpus_member@example.com',
          password: 'secret-pass',
          referralCode: 'FRIEND',
        },
      },
    ],
    ['POST /api/auth/login', { body: { username: 'corpus_member', password: 'secret-pass' } }],
    ['POST /api/auth/logout', { destructive: true }],
    'GET /api/auth/status',
    'GET /api/users/:username',
    [
      'PUT /api/users/profile',
      { body: { location: 'Boise, ID', bio: 'Soaker since 1999.' }, signedIn: true },
    ],
  ],
  whileNatsIsDown: {
    status: 201,
    outbox: true,
    write: async ({ url, round }) => {
      const username = `ready_${round}_${process.pid}`;
      const body = { username, email: `${username}@example.com`, password: 'secret-pass' };
      return (await httpCall(url, 'POST', '/api/auth/register', { body })).status;
    },
  },
};
