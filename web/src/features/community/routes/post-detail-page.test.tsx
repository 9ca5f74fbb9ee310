import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handleApi } from '../../../testing/fetch-handler';
import { TEST_USER } from '../../../testing/render';
import { aComment, aPost } from '../components/community-fixtures.test-data';
import { MINE, openPostPage, POST, THREAD } from './post-page.test-data';

describe('PostDetailPage', () => {
  it("shows 'Loading post...', then the post: votes, title, byline, image, markdown and count", async () => {
    const edited = new Date(Date.now() - 60 * 1000).toISOString();
    handleApi(({ path }) => {
      if (path === POST)
        return [200, aPost({ image_url: '/uploads/posts/p.png', updated_at: edited })];
      if (path === THREAD) return [200, []];
    });
    await openPostPage();
    expect(screen.getByText('Loading post...')).toBeInTheDocument();

    const post = await screen.findByRole('article', { name: 'Best soak near Boise?' });
    expect(within(post).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Best soak near Boise?',
    );
    expect(post).toHaveTextContent('Submitted 3 hours ago by hot tub (edited)');
    expect(within(post).getByRole('link', { name: 'hot tub' })).toHaveAttribute(
      'href',
      '/profile/hot%20tub',
    );
    expect(post.querySelector('img')).toHaveAttribute('src', '/uploads/posts/p.png');
    // The markdown parser loads with the first markdown shown.
    expect((await within(post).findByText('quiet')).tagName).toBe('STRONG');
    expect(
      within(within(post).getByRole('group', { name: 'Vote on this post' })).getByText('Score 4'),
    ).toHaveClass('visually-hidden');
    expect(screen.getByRole('heading', { level: 2, name: '2 Comments' })).toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: 'Edit Post' })).not.toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: 'Delete Post' })).not.toBeInTheDocument();
  });

  it("shows no '(edited)' on a post never changed", async () => {
    handleApi(({ path }) => (path === POST ? [200, aPost()] : [200, []]));
    await openPostPage();
    const post = await screen.findByRole('article', { name: 'Best soak near Boise?' });
    expect(post).not.toHaveTextContent('(edited)');
  });

  it("says 'Post not found.' for a missing post", async () => {
    handleApi(() => [404, { error: 'Not found', code: 'not_found' }]);
    await openPostPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Post not found\.$/);
  });

  it("shows other failures as 'Error: {message}' in red", async () => {
    let answer: [number, unknown] = [
      500,
      { error: 'Database unavailable', code: 'internal_error' },
    ];
    handleApi(() => answer);
    const first = await openPostPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    first.unmount();

    answer = [502, {}];
    await openPostPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to load post: 502');
  });

  it('lets the author edit the post in place, checking that neither field is empty', async () => {
    const calls = handleApi(({ method, path, body }) => {
      if (path === POST && method === 'GET') return [200, aPost(MINE)];
      if (path === POST && method === 'PUT') {
        const { title, content } = body as { title: string; content: string };
        return title === 'Fail'
          ? [500, {}]
          : [200, aPost({ ...MINE, title, content, updated_at: new Date().toISOString() })];
      }
      if (path === THREAD) return [200, []];
    });
    await openPostPage(TEST_USER);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Post' }));
    const form = screen.getByRole('form', { name: 'Edit post' });
    const title = within(form).getByLabelText('Title');
    expect(title).toHaveValue('Best soak near Boise?');
    expect(within(form).getByLabelText('Content')).toHaveValue('Looking for a **quiet** pool.');

    await userEvent.clear(title);
    await userEvent.type(title, '  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Title and content cannot be empty.');

    await userEvent.clear(title);
    await userEvent.type(title, 'Fail');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to update post. Please try again.',
    );

    await userEvent.clear(title);
    await userEvent.type(title, 'Best soak near Ketchum?');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const post = await screen.findByRole('article', { name: 'Best soak near Ketchum?' });
    expect(screen.queryByRole('form', { name: 'Edit post' })).not.toBeInTheDocument();
    expect(post).toHaveTextContent('(edited)');
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      title: 'Best soak near Ketchum?',
      content: 'Looking for a **quiet** pool.',
    });
  });

  it('asks before deleting, goes to /community after, and reports a failure', async () => {
    let answer: [number, unknown] = [500, { error: 'Try later', code: 'internal_error' }];
    handleApi(({ method, path }) => {
      if (path === POST && method === 'GET') return [200, aPost(MINE)];
      if (path === POST && method === 'DELETE') return answer;
      if (path === THREAD) return [200, []];
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const { router } = await openPostPage(TEST_USER);
    const remove = await screen.findByRole('button', { name: 'Delete Post' });

    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete this post? This action cannot be undone.',
    );
    expect(await screen.findByText('Delete failed: Try later')).toBeInTheDocument();

    answer = [204, undefined];
    await userEvent.click(remove);
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
  });

  it('deletes nothing when the author does not confirm', async () => {
    const calls = handleApi(({ path }) => (path === POST ? [200, aPost(MINE)] : [200, []]));
    vi.stubGlobal('confirm', () => false);
    await openPostPage(TEST_USER);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Post' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it("rolls a failed vote back and says 'Vote failed: {message}'", async () => {
    handleApi(({ method, path }) => {
      if (path === POST) return [200, aPost()];
      if (path === THREAD) return [200, [aComment()]];
      if (method === 'POST') return [503, {}];
    });
    await openPostPage(TEST_USER);
    const votes = await screen.findByRole('group', { name: 'Vote on this post' });
    await userEvent.click(within(votes).getByRole('button', { name: 'Upvote' }));
    expect(await screen.findByText('Vote failed: Please try again.')).toBeInTheDocument();
    expect(within(votes).getByText('Score 4')).toBeInTheDocument();
  });
});
