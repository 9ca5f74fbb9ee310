// What the system tests send to this service (system-tests/src/support/service-routes.ts says
// what each part is for). Outside src/: system-tests/tsconfig.service-rows.json compiles it, not
// the service's build, and its image leaves it out.
import { httpCall } from '@hotsprings/service-kit/testing';
import type { ServiceSystemTests } from '@hotsprings/system-tests/service-routes';

const MESSAGE = {
  name: 'Corpus Member',
  email: 'corpus_member@example.com',
  subject: 'A question',
  message: 'Is the lower pool open in winter?',
};

export const systemTests: ServiceSystemTests = {
  routes: [['POST /api/contact', { body: MESSAGE }]],
  whileNatsIsDown: {
    status: 201,
    outbox: true,
    write: async ({ url }) =>
      (await httpCall(url, 'POST', '/api/contact', { body: MESSAGE })).status,
  },
};
