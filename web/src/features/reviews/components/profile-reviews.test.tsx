import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handleApi } from '../../../testing/fetch-handler';
import { renderElement, TEST_USER } from '../../../testing/render';
import { ProfileReviews } from './profile-reviews';
import { aReview } from './review-fixtures.test-data';

const reviews = [1, 2, 3].map((id) =>
  aReview({
    id: String(id),
    username: TEST_USER.username,
    spring_id: 10 + id,
    spring_name: `Spring ${id}`,
    comment: `Soak ${id}`,
  }),
);

describe('ProfileReviews', () => {
  it('shows two reviews, then all, with the spring named and delete for the owner', async () => {
    handleApi(({ path }) =>
      path === '/api/users/river%20rat/reviews' ? [200, reviews] : undefined,
    );
    await renderElement(<ProfileReviews username="river rat" />, { auth: TEST_USER });

    expect(await screen.findByRole('heading', { name: 'My Reviews (3)' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'Spring 1' })).toHaveAttribute(
      'href',
      '/springs/11',
    );
    expect(within(first).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show all reviews' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('offers no delete to other visitors', async () => {
    handleApi(({ path }) =>
      path === '/api/users/river%20rat/reviews' ? [200, reviews] : undefined,
    );
    await renderElement(<ProfileReviews username="river rat" />);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
