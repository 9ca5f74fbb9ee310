import type { CurrentUserJson } from '@hotsprings/contracts';
import { Toast } from '../../../components/toast';
import { renderRoutes, TEST_USER } from '../../../testing/render';
import { PostDetailPage } from './post-detail-page';

/** Post 5's page and its thread, in the oldest-first order the page asks for at first. */
export const POST = '/api/community/posts/5';
export const THREAD = '/api/community/posts/5/comments?sort=oldest';
/** What makes a post or comment the signed-in test user's own. */
export const MINE = { user_id: TEST_USER.id, author_username: TEST_USER.username };

const routes = [
  {
    path: '/community/posts/:postId',
    element: (
      <>
        <PostDetailPage />
        <Toast />
      </>
    ),
  },
  { path: '*', element: <p>elsewhere</p> },
];

/** Opens /community/posts/5 with its toasts, for a visitor or a member. */
export function openPostPage(auth: 'signedOut' | CurrentUserJson = 'signedOut') {
  return renderRoutes(routes, { path: '/community/posts/5', auth });
}
