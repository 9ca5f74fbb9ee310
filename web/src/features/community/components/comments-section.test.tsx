import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommentJson } from '@hotsprings/contracts';
import { expectAnswersShown, handleApi } from '../../../testing/fetch-handler';
import { TEST_USER } from '../../../testing/render';
import { MINE, openPostPage, POST, THREAD } from '../routes/post-page.test-data';
import { aComment, aPost } from './community-fixtures.test-data';

const DAY_AGO = new Date(Date.now() - 26 * 60 * 60 * 1000).toISOString();

// A thread as the service sends it: depth first, replies after their parent.
const THREAD_ROWS: CommentJson[] = [
  aComment({ id: '11', content: 'Try Kirkham.' }),
  aComment({
    id: '12',
    parent_comment_id: '11',
    depth: 1,
    content: 'Kirkham is crowded.',
    ...MINE,
  }),
  aComment({ id: '13', parent_comment_id: '12', depth: 2, content: 'Go at dawn.' }),
  aComment({ id: '14', content: '', is_deleted: true, updated_at: DAY_AGO }),
  aComment({ id: '15', parent_comment_id: '14', depth: 1, content: 'Still worth it.' }),
];

/** The paragraph whose whole text is `text`, however its parts are marked up. */
const paragraph = (text: string) =>
  screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === text);
const comment = (text: string) => screen.getByText(text).closest('article') as HTMLElement;

describe('CommentsSection', () => {
  it('nests replies under their parents and keeps a deleted comment in its place', async () => {
    handleApi(({ path }) =>
      path === POST ? [200, aPost()] : path === THREAD ? [200, THREAD_ROWS] : undefined,
    );
    await openPostPage();
    await screen.findByText('Try Kirkham.');

    const top = screen.getByRole('list', { name: 'Comments' });
    const firstReplies = within(top).getByRole('list', { name: 'Replies to hot tub' });
    expect(within(firstReplies).getByText('Kirkham is crowded.')).toBeInTheDocument();
    const deeper = within(firstReplies).getByRole('list', { name: 'Replies to river rat' });
    expect(within(deeper).getByText('Go at dawn.')).toBeInTheDocument();

    const deletedItem = (await paragraph('Comment deleted 1 day ago')).closest('li')!;
    const orphans = within(deletedItem).getByRole('list', { name: 'Replies to a deleted comment' });
    expect(within(orphans).getByText('Still worth it.')).toBeInTheDocument();
    expect(within(deletedItem).queryAllByRole('button', { name: 'Upvote' })).toHaveLength(1);
  });

  it("shows 'No comments yet.' and, to a visitor, a log-in prompt that returns to the post", async () => {
    handleApi(({ path }) => (path === POST ? [200, aPost({ comment_count: 0 })] : [200, []]));
    const { router } = await openPostPage();
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 Comments' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Leave a Comment' })).not.toBeInTheDocument();
    expect(screen.getByText(/You must be logged in to comment\./)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/community/posts/5' });
  });

  it('disables comment votes for visitors and offers no reply, edit or delete', async () => {
    handleApi(({ path }) => (path === POST ? [200, aPost()] : [200, THREAD_ROWS]));
    await openPostPage();
    await screen.findByText('Try Kirkham.');
    const first = comment('Try Kirkham.');
    expect(within(first).getByRole('button', { name: 'Upvote' })).toBeDisabled();
    expect(within(first).getByRole('button', { name: 'Downvote' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("disables the arrows on the member's own post and comment and says why", async () => {
    handleApi(({ path }) => (path === POST ? [200, aPost(MINE)] : [200, THREAD_ROWS]));
    await openPostPage(TEST_USER);
    await screen.findByText('Kirkham is crowded.');
    const own = [
      [screen.getByRole('group', { name: 'Vote on this post' }), 'post'],
      [comment('Kirkham is crowded.'), 'comment'],
    ] as const;
    for (const [votes, what] of own) {
      for (const name of ['Upvote', 'Downvote']) {
        const arrow = within(votes).getByRole('button', { name });
        expect(arrow).toBeDisabled();
        expect(arrow).toHaveAccessibleDescription(`You cannot vote on your own ${what}.`);
      }
    }
    expect(within(comment('Try Kirkham.')).getByRole('button', { name: 'Upvote' })).toBeEnabled();
  });

  it('shows the author, relative time and (edited) of a comment', async () => {
    const rows = [aComment({ updated_at: new Date().toISOString() })];
    handleApi(({ path }) => (path === POST ? [200, aPost()] : [200, rows]));
    await openPostPage();
    await screen.findByText('Try Kirkham.');
    const first = comment('Try Kirkham.');
    expect(within(first).getByRole('link', { name: 'hot tub' })).toHaveAttribute(
      'href',
      '/profile/hot%20tub',
    );
    expect(first).toHaveTextContent('hot tub3 hours ago(edited)');
  });

  it('posts a comment, refreshes the thread and counts it at once', async () => {
    let rows: CommentJson[] = [];
    const calls = handleApi(({ method, path, body }) => {
      if (path === POST) return [200, aPost({ comment_count: 0 })];
      if (path === THREAD) return [200, rows];
      if (method === 'POST' && path === '/api/community/posts/5/comments') {
        const made = aComment({
          id: '20',
          ...MINE,
          content: (body as { content: string }).content,
        });
        rows = [made];
        return [201, made];
      }
    });
    await openPostPage(TEST_USER);
    const form = await screen.findByRole('form', { name: 'Leave a Comment' });

    await userEvent.click(within(form).getByRole('button', { name: 'Post Comment' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Comment cannot be empty.');

    await userEvent.type(within(form).getByLabelText('Leave a Comment'), '  Soaked there today.  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Soaked there today.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 Comment' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Leave a Comment')).toHaveValue('');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      content: 'Soaked there today.',
      parentCommentId: null,
    });
  });

  it('says why a comment could not be posted', async () => {
    let answer: [number, unknown] | undefined;
    handleApi(({ method, path }) => {
      if (path === POST) return [200, aPost()];
      if (path === THREAD) return [200, []];
      if (method === 'POST') return answer;
    });
    await openPostPage(TEST_USER);
    const form = await screen.findByRole('form', { name: 'Leave a Comment' });
    await userEvent.type(within(form).getByLabelText('Leave a Comment'), 'Hi');
    const send = within(form).getByRole('button', { name: 'Post Comment' });
    await expectAnswersShown(form, send, (next) => (answer = next), [
      [[400, { error: 'Too long.', code: 'validation_failed' }], 'Too long.'],
      [[500, {}], 'Failed to post comment'],
      [
        [401, { error: 'You must be logged in.', code: 'unauthenticated' }],
        'You must be logged in to comment.',
      ],
    ]);
  });

  it('replies under a comment; reply and edit never open together', async () => {
    const calls = handleApi(({ method, path }) => {
      if (path === POST) return [200, aPost()];
      if (path === THREAD) return [200, THREAD_ROWS];
      if (method === 'POST' && path.endsWith('/comments')) return [500, {}];
    });
    await openPostPage(TEST_USER);
    await screen.findByText('Kirkham is crowded.');
    const mine = comment('Kirkham is crowded.');

    await userEvent.click(within(mine).getByRole('button', { name: 'Reply' }));
    const reply = within(mine).getByRole('form', { name: 'Reply to river rat' });
    expect(within(mine).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.type(within(reply).getByLabelText('Reply to river rat'), '   ');
    await userEvent.click(within(reply).getByRole('button', { name: 'Post Reply' }));
    expect(within(reply).getByRole('alert')).toHaveTextContent('Reply cannot be empty.');

    await userEvent.type(within(reply).getByLabelText('Reply to river rat'), 'Agreed');
    await userEvent.click(within(reply).getByRole('button', { name: 'Post Reply' }));
    expect(await within(reply).findByRole('alert')).toHaveTextContent('Failed to submit reply.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      content: 'Agreed',
      parentCommentId: '12',
    });

    await userEvent.click(within(reply).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    expect(within(mine).getByRole('form', { name: 'Edit comment' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('edits only the author’s comments; cancel restores and unchanged text just closes', async () => {
    const calls = handleApi(({ method, path, body }) => {
      if (path === POST) return [200, aPost()];
      if (path === THREAD) return [200, THREAD_ROWS];
      if (method === 'PUT' && path === '/api/community/comments/12') {
        const { content } = body as { content: string };
        return content === 'boom'
          ? [500, { error: 'Store down', code: 'internal_error' }]
          : [200, { ...THREAD_ROWS[1], content, updated_at: new Date().toISOString() }];
      }
    });
    await openPostPage(TEST_USER);
    await screen.findByText('Kirkham is crowded.');
    expect(within(comment('Try Kirkham.')).queryByRole('button', { name: 'Edit' })).toBeNull();
    const mine = comment('Kirkham is crowded.');

    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    let box = within(mine).getByRole('textbox', { name: 'Edit comment' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Changed my mind');
    await userEvent.click(within(mine).getByRole('button', { name: 'Cancel' }));
    expect(within(mine).getByText('Kirkham is crowded.')).toBeInTheDocument();

    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    box = within(mine).getByRole('textbox', { name: 'Edit comment' });
    expect(box).toHaveValue('Kirkham is crowded.');
    await userEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(within(mine).queryByRole('form', { name: 'Edit comment' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    box = within(mine).getByRole('textbox', { name: 'Edit comment' });
    await userEvent.clear(box);
    await userEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(within(mine).getByRole('alert')).toHaveTextContent('Comment cannot be empty.');

    await userEvent.type(box, 'boom');
    await userEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(await within(mine).findByText('Store down')).toBeInTheDocument();
    expect(await screen.findByText('Update failed: Store down')).toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, 'Crowded after 9.');
    await userEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(await within(mine).findByText('Crowded after 9.')).toBeInTheDocument();
    expect(mine).toHaveTextContent('(edited)');
  });

  it('deletes a comment after confirming, counts it down, and reports a failure', async () => {
    let rows = THREAD_ROWS;
    let answer: [number, unknown] = [500, { error: 'Nope', code: 'internal_error' }];
    handleApi(({ method, path }) => {
      if (path === POST) return [200, aPost({ comment_count: 4 })];
      if (path === THREAD) return [200, rows];
      if (method === 'DELETE' && path === '/api/community/comments/12') {
        if (answer[0] === 204)
          rows = rows.map((c) =>
            c.id === '12'
              ? { ...c, is_deleted: true, content: '', updated_at: new Date().toISOString() }
              : c,
          );
        return answer;
      }
    });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    await openPostPage(TEST_USER);
    await screen.findByText('Kirkham is crowded.');
    const remove = within(comment('Kirkham is crowded.')).getByRole('button', { name: 'Delete' });

    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this comment?');
    expect(await screen.findByText('Delete failed: Nope')).toBeInTheDocument();

    answer = [204, undefined];
    await userEvent.click(remove);
    expect(await paragraph('Comment deleted just now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 Comments' })).toBeInTheDocument();
    expect(screen.getByText('Go at dawn.')).toBeInTheDocument();
  });

  it('never counts below zero', async () => {
    handleApi(({ method, path }) => {
      if (path === POST) return [200, aPost({ comment_count: 0 })];
      if (path === THREAD) return [200, [aComment(MINE)]];
      if (method === 'DELETE') return [204];
    });
    vi.stubGlobal('confirm', () => true);
    await openPostPage(TEST_USER);
    await screen.findByText('Try Kirkham.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByText('0 Comments').length).toBeGreaterThan(0));
    expect(screen.queryByText('-1 Comments')).not.toBeInTheDocument();
  });

  it('votes on a comment at once and rolls back with the message on failure', async () => {
    let answer: [number, unknown] = [200, { vote_score: 6, user_vote: -1 }];
    const calls = handleApi(({ method, path }) => {
      if (path === POST) return [200, aPost()];
      if (path === THREAD) return [200, [aComment({ vote_score: 1 })]];
      if (method === 'POST' && path === '/api/community/comments/11/vote') return answer;
    });
    await openPostPage(TEST_USER);
    await screen.findByText('Try Kirkham.');
    const votes = screen.getByRole('group', { name: 'Vote on comment by hot tub' });

    await userEvent.click(within(votes).getByRole('button', { name: 'Downvote' }));
    await waitFor(() => expect(within(votes).getByText('Score 6')).toBeInTheDocument());
    expect(within(votes).getByRole('button', { name: 'Downvote' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    answer = [500, { error: 'Slow down', code: 'internal_error' }];
    await userEvent.click(within(votes).getByRole('button', { name: 'Downvote' }));
    expect(await screen.findByText('Vote failed: Slow down')).toBeInTheDocument();
    expect(within(votes).getByText('Score 6')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { vote: -1 },
      { vote: 0 },
    ]);
  });

  it('asks the service for the best comments first when sorted so', async () => {
    const calls = handleApi(({ path }) => (path === POST ? [200, aPost()] : [200, []]));
    await openPostPage();
    await screen.findByText('No comments yet.');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'best');
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('/api/community/posts/5/comments?sort=best'),
    );
  });
});
