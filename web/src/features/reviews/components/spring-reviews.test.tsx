import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handleApi } from '../../../testing/fetch-handler';
import { renderElement, TEST_USER } from '../../../testing/render';
import { Toast } from '../../../components/toast';
import { aReview, TAG_GROUPS } from './review-fixtures.test-data';
import { SpringReviews } from './spring-reviews';

const view = (
  <>
    <SpringReviews springId={12} />
    <Toast />
  </>
);

describe('SpringReviews', () => {
  it('shows reviews to signed-out visitors with the vote buttons disabled and no form', async () => {
    handleApi(({ path }) => (path === '/api/springs/12/reviews' ? [200, [aReview()]] : undefined));
    await renderElement(view);

    const review = await screen.findByRole('article', { name: 'Review by hot tub' });
    expect(within(review).getByText('Lovely river soak.')).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'hot tub' })).toHaveAttribute(
      'href',
      '/profile/hot%20tub',
    );
    expect(within(review).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Vote helpful' })).toBeDisabled();
    expect(within(review).getByRole('button', { name: 'Vote not helpful' })).toBeDisabled();
    expect(screen.getByText(/You must be logged in\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave a Review' })).not.toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("disables the arrows on the member's own review and says why, without calling the server", async () => {
    const calls = handleApi(({ path }) =>
      path === '/api/springs/12/reviews'
        ? [200, [aReview({ user_id: TEST_USER.id, username: TEST_USER.username })]]
        : undefined,
    );
    await renderElement(view, { auth: TEST_USER });

    const review = await screen.findByRole('article', { name: `Review by ${TEST_USER.username}` });
    for (const name of ['Vote helpful', 'Vote not helpful']) {
      const arrow = within(review).getByRole('button', { name });
      expect(arrow).toBeDisabled();
      expect(arrow).toHaveAccessibleDescription('You cannot vote on your own review.');
      fireEvent.click(arrow);
    }
    expect(calls.map((call) => call.path)).not.toContain('/api/reviews/1/vote');
  });

  it('shows an empty list when the reviews cannot be fetched', async () => {
    handleApi(() => [500, { error: 'down', code: 'internal_error' }]);
    await renderElement(view);
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
  });

  it('moves the score at once and keeps the server figures', async () => {
    handleApi(({ method, path }) => {
      if (path === '/api/springs/12/reviews') return [200, [aReview()]];
      if (method === 'POST' && path === '/api/reviews/1/vote')
        return [200, { vote_score: 7, current_user_vote: 1 }];
    });
    await renderElement(view, { auth: TEST_USER });
    const helpful = await screen.findByRole('button', { name: 'Vote helpful' });
    await userEvent.click(helpful);
    expect(await screen.findByText('Helpfulness score 7')).toBeInTheDocument();
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls the vote back and says why when it fails', async () => {
    let fail!: () => void;
    const calls = handleApi(({ method, path }) => {
      if (path === '/api/springs/12/reviews') return [200, [aReview()]];
      if (method === 'POST' && path === '/api/reviews/1/vote') {
        return new Promise(
          (resolve) =>
            (fail = () => resolve([429, { error: 'Too many votes.', code: 'rate_limited' }])),
        );
      }
    });
    await renderElement(view, { auth: TEST_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Vote not helpful' }));

    expect(await screen.findByText('Helpfulness score 1')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ vote: -1 });
    fail();
    expect(await screen.findByText('Helpfulness score 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vote not helpful' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await screen.findByText('Vote failed: Too many votes.')).toBeInTheDocument();
  });

  it('asks before deleting and reports a failed delete', async () => {
    const calls = handleApi(({ method, path }) => {
      if (path === '/api/springs/12/reviews')
        return [200, [aReview({ username: TEST_USER.username })]];
      if (method === 'DELETE')
        return [403, { error: 'You can only delete your own reviews.', code: 'forbidden' }];
    });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    await renderElement(view, { auth: TEST_USER });
    const remove = await screen.findByRole('button', { name: 'Delete' });

    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Delete review?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    confirm.mockReturnValue(true);
    await userEvent.click(remove);
    expect(
      await screen.findByText('Delete failed: You can only delete your own reviews.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/reviews/1');
  });

  it('edits in place and reports a failed update', async () => {
    handleApi(({ method, path }) => {
      if (path === '/api/springs/12/reviews')
        return [200, [aReview({ username: TEST_USER.username })]];
      if (path === '/api/reviews/tags') return [200, TAG_GROUPS];
      if (method === 'PUT')
        return [
          400,
          { error: 'Rating must be a whole number from 1 to 5.', code: 'validation_failed' },
        ];
    });
    await renderElement(view, { auth: TEST_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit review' });
    expect(within(form).getByLabelText('Overall rating')).toHaveValue('4');
    expect(within(form).getByLabelText('Comment')).toHaveValue('Lovely river soak.');

    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Update failed: Rating must be a whole number from 1 to 5.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Lovely river soak.')).toBeInTheDocument();
  });

  it('hides the form toggle once the user has reviewed the spring', async () => {
    handleApi(({ path }) =>
      path === '/api/springs/12/reviews'
        ? [200, [aReview({ username: TEST_USER.username })]]
        : undefined,
    );
    await renderElement(view, { auth: TEST_USER });
    expect(await screen.findByText(/You have reviewed this spring/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave a Review' })).not.toBeInTheDocument();
  });

  it('submits only the touched category ratings and the picked tags, then closes the form', async () => {
    let reviews = [aReview()];
    const calls = handleApi(({ method, path }) => {
      if (path === '/api/springs/12/reviews' && method === 'GET') return [200, reviews];
      if (path === '/api/reviews/tags') return [200, TAG_GROUPS];
      if (method === 'POST') {
        reviews = [...reviews, aReview({ id: '2', username: TEST_USER.username, comment: 'Hot!' })];
        return [201, reviews[1]];
      }
    });
    await renderElement(view, { auth: TEST_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave a Review' }));
    expect(screen.getByRole('button', { name: 'Cancel Review' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New review' });

    await userEvent.selectOptions(within(form).getByLabelText('Overall rating'), '5');
    fireEvent.change(within(form).getByLabelText('Safety'), { target: { value: '4.2' } });
    fireEvent.change(within(form).getByLabelText('Access'), { target: { value: '2' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Clear Access rating' }));
    expect(within(form).getByLabelText('Access')).toHaveAttribute('aria-valuetext', 'Not rated');
    await userEvent.click(await within(form).findByText('Cost & Rules'));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Free' }));
    await userEvent.type(within(form).getByLabelText('Comment'), '  Hot!  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Hot!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/springs/12/reviews');
    expect(post?.body).toEqual({ rating: 5, comment: 'Hot!', safety_rating: 4.2, tags: ['free'] });
    expect(screen.queryByRole('form', { name: 'New review' })).not.toBeInTheDocument();
  });

  it("says 'Failed to submit review.' when the review is refused", async () => {
    handleApi(({ method, path }) => {
      if (path === '/api/springs/12/reviews' && method === 'GET') return [200, []];
      if (path === '/api/reviews/tags') return [200, TAG_GROUPS];
      if (method === 'POST')
        return [500, { error: 'Internal server error', code: 'internal_error' }];
    });
    await renderElement(view, { auth: TEST_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave a Review' }));
    await userEvent.selectOptions(screen.getByLabelText('Overall rating'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to submit review\./);
  });
});
