// What the system tests send to this service (system-tests/src/support/service-routes.ts says
// what each part is for). Outside src/: system-tests/tsconfig.service-rows.json compiles it, not
// the service's build, and its image leaves it out.
import { httpCall } from '@hotsprings/service-kit/testing';
import {
  SIGNED_IN_DESTRUCTIVE,
  type ServiceSystemTests,
} from '@hotsprings/system-tests/service-routes';

export const systemTests: ServiceSystemTests = {
  routes: [
    ['GET /api/community/posts', { query: { sort: 'hot', limit: '5', page: '1', spring_id: '1' } }],
    ['GET /api/community/posts', { query: { sort: 'top', cursor: 'WyJ0b3AiLDAsIjEiXQ' } }],
    [
      'POST /api/community/posts',
      {
        body: { title: 'Dawn soak', content: 'Steam over the *creek*.', spring_id: null },
        upload: 'postImage',
        signedIn: true,
      },
    ],
    'GET /api/community/posts/:postId',
    [
      'PUT /api/community/posts/:postId',
      { body: { title: 'Dawn soak', content: 'Steam over the creek.' }, signedIn: true },
    ],
    ['GET /api/community/posts/:postId/comments', { query: { sort: 'best' } }],
    [
      'POST /api/community/posts/:postId/comments',
      { body: { content: 'How long is the hike?', parentCommentId: null }, signedIn: true },
    ],
    ['POST /api/community/posts/:postId/vote', { body: { vote: 1 }, signedIn: true }],
    [
      'PUT /api/community/comments/:commentId',
      { body: { content: 'Two miles each way.' }, signedIn: true },
    ],
    ['POST /api/community/comments/:commentId/vote', { body: { vote: -1 }, signedIn: true }],
    'GET /uploads/community/:postImage',
    ['DELETE /api/community/comments/:commentId', SIGNED_IN_DESTRUCTIVE],
    ['DELETE /api/community/posts/:postId', SIGNED_IN_DESTRUCTIVE],
  ],
  whileNatsIsDown: {
    status: 201,
    outbox: true,
    write: async ({ url, round, member }) =>
      (
        await httpCall(url, 'POST', '/api/community/posts', {
          headers: member,
          body: { title: `Round ${round}`, content: 'Steam over the creek.', spring_id: null },
        })
      ).status,
  },
};
