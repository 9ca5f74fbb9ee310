import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '../../../components/toast';
import { expectAnswersShown, handleApi } from '../../../testing/fetch-handler';
import { expectLinks, renderElement, TEST_USER } from '../../../testing/render';
import { aPost } from '../components/community-fixtures.test-data';
import { CommunityFeedPage } from './community-feed-page';

const view = (
  <>
    <CommunityFeedPage />
    <Toast />
  </>
);
const FEED = '/api/community/posts?sort=new&page=1';

describe('CommunityFeedPage', () => {
  it('lists posts with their score, comment count, author and link, and asks visitors to log in', async () => {
    handleApi(({ path }) =>
      path === FEED
        ? [
            200,
            { posts: [aPost({ spring_id: 12, spring_name: 'Boiling River' })], next_cursor: null },
          ]
        : undefined,
    );
    await renderElement(view, { path: '/community' });

    expect(screen.getByRole('heading', { level: 1, name: 'Community Feed' })).toBeInTheDocument();
    const post = await screen.findByRole('article', { name: 'Best soak near Boise?' });
    expectLinks(post, {
      'Best soak near Boise?': '/community/posts/5',
      'hot tub': '/profile/hot%20tub',
      'Boiling River': '/springs/12',
    });
    expect(
      within(within(post).getByRole('group', { name: 'Vote on Best soak near Boise?' })).getByText(
        'Score 4',
      ),
    ).toHaveClass('visually-hidden');
    expect(within(post).getByText('2 Comments')).toBeInTheDocument();
    expect(post).toHaveTextContent('Submitted 3 hours ago by hot tub');

    expect(screen.queryByRole('form', { name: 'New post' })).not.toBeInTheDocument();
    expect(screen.getByText(/You must be logged in to create a post\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('orders the feed and turns its pages from the address', async () => {
    const calls = handleApi(({ path }) => {
      if (path === '/api/community/posts?sort=top&page=2')
        return [200, { posts: [aPost()], next_cursor: 'abc' }];
      if (path === '/api/community/posts?sort=hot&page=1')
        return [200, { posts: [aPost({ id: '6', title: 'Hot one' })], next_cursor: null }];
    });
    const { router } = await renderElement(view, { path: '/community?sort=top&page=2' });

    await screen.findByRole('article', { name: 'Best soak near Boise?' });
    const sorts = screen.getByRole('navigation', { name: 'Sort posts' });
    expect(within(sorts).getByRole('link', { name: 'Top' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2')).toBeInTheDocument();
    expectLinks(pages, {
      'Previous page': '/community?sort=top',
      'Next page': '/community?sort=top&page=3',
    });

    await userEvent.click(within(sorts).getByRole('link', { name: 'Hot' }));
    expect(router.state.location.search).toBe('?sort=hot');
    await screen.findByRole('article', { name: 'Hot one' });
    expect(calls.map((c) => c.path)).toContain('/api/community/posts?sort=hot&page=1');
  });

  it("says 'Could not load community posts.' when the feed fails", async () => {
    handleApi(() => [500, { error: 'down', code: 'internal_error' }]);
    await renderElement(view, { path: '/community' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load community posts.');
  });

  it('checks the new post, sends it as a multipart form with its image and spring, and opens it', async () => {
    const calls = handleApi(({ method, path }) => {
      if (path === FEED) return [200, { posts: [], next_cursor: null }];
      if (path === '/api/springs/12') return [200, { id: 12, name: 'Boiling River' }];
      if (method === 'POST' && path === '/api/community/posts') return [201, aPost({ id: '9' })];
    });
    const { router } = await renderElement(view, { path: '/community?spring=12', auth: TEST_USER });
    const form = await screen.findByRole('form', { name: 'New post' });
    await within(form).findByText(/About Boiling River/);

    await userEvent.type(within(form).getByLabelText('Title'), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Post' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Title and content are required.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Title'), 'Morning mist');
    await userEvent.type(within(form).getByLabelText('Content'), '  Steam everywhere.  ');
    const image = new File(['png'], 'pool.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Image (optional)'), image);
    await userEvent.click(within(form).getByRole('button', { name: 'Create Post' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/community/posts/9'));
    const body = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(body.get('title')).toBe('   Morning mist'.trim());
    expect(body.get('content')).toBe('Steam everywhere.');
    expect(body.get('spring_id')).toBe('12');
    expect((body.get('postImage') as File).size).toBe(image.size);
  });

  it("shows the server's refusal, 'Failed to create post' without one, and the log-in text on a 401", async () => {
    let answer: [number, unknown] | undefined;
    handleApi(({ method, path }) => {
      if (path === FEED) return [200, { posts: [], next_cursor: null }];
      if (method === 'POST') return answer;
    });
    await renderElement(view, { path: '/community', auth: TEST_USER });
    const form = await screen.findByRole('form', { name: 'New post' });
    await userEvent.type(within(form).getByLabelText('Title'), 'A');
    await userEvent.type(within(form).getByLabelText('Content'), 'B');
    const submit = within(form).getByRole('button', { name: 'Create Post' });
    await expectAnswersShown(form, submit, (next) => (answer = next), [
      [[400, { error: 'Title is too long.', code: 'validation_failed' }], 'Title is too long.'],
      [[500, {}], 'Failed to create post'],
      [
        [401, { error: 'Sign in first.', code: 'unauthenticated' }],
        'You must be logged in to create a post.',
      ],
    ]);
  });

  it('moves the score at once, keeps the server figures, and clears a vote pressed again', async () => {
    let settle!: (answer: [number, unknown]) => void;
    const calls = handleApi(({ method, path }) => {
      if (path === FEED) return [200, { posts: [aPost()], next_cursor: null }];
      if (method === 'POST' && path === '/api/community/posts/5/vote')
        return new Promise((resolve) => (settle = resolve));
    });
    await renderElement(view, { path: '/community', auth: TEST_USER });
    const votes = await screen.findByRole('group', { name: 'Vote on Best soak near Boise?' });
    const up = within(votes).getByRole('button', { name: 'Upvote' });

    // The request is held until settled: what shows now is the page's own move.
    await userEvent.click(up);
    await waitFor(() => expect(within(votes).getByText('Score 5')).toBeInTheDocument());
    expect(up).toHaveAttribute('aria-pressed', 'true');
    settle([200, { vote_score: 9, user_vote: 1 }]);
    await waitFor(() => expect(within(votes).getByText('Score 9')).toBeInTheDocument());

    await userEvent.click(up);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    await waitFor(() => expect(within(votes).getByText('Score 8')).toBeInTheDocument());
    settle([200, { vote_score: 8, user_vote: 0 }]);
    await waitFor(() => expect(up).toHaveAttribute('aria-pressed', 'false'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { vote: 1 },
      { vote: 0 },
    ]);
  });

  it("rolls a failed vote back with 'Vote failed', and tells a visitor to log in", async () => {
    handleApi(({ method, path }) => {
      if (path === FEED)
        return [200, { posts: [aPost({ user_vote: 1, vote_score: 4 })], next_cursor: null }];
      if (method === 'POST') return [500, { error: 'down', code: 'internal_error' }];
    });
    await renderElement(view, { path: '/community', auth: TEST_USER });
    const votes = await screen.findByRole('group', { name: 'Vote on Best soak near Boise?' });
    await userEvent.click(within(votes).getByRole('button', { name: 'Downvote' }));
    expect(await screen.findByText('Vote failed')).toBeInTheDocument();
    expect(within(votes).getByText('Score 4')).toBeInTheDocument();
    expect(within(votes).getByRole('button', { name: 'Upvote' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('does not send a visitor’s vote', async () => {
    const calls = handleApi(({ path }) =>
      path === FEED ? [200, { posts: [aPost()], next_cursor: null }] : undefined,
    );
    await renderElement(view, { path: '/community' });
    const votes = await screen.findByRole('group', { name: 'Vote on Best soak near Boise?' });
    await userEvent.click(within(votes).getByRole('button', { name: 'Upvote' }));
    expect(await screen.findByText('You must be logged in to vote.')).toBeInTheDocument();
    expect(within(votes).getByText('Score 4')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
