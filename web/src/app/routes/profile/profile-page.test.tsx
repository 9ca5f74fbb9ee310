import type { PublicProfileJson } from '@hotsprings/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../../testing/fetch-stub';
import { renderRoutes, TEST_USER } from '../../../testing/render';
import { aFavorite } from '../../../features/favorites/components/favorite-fixtures.test-data';
import { aReview } from '../../../features/reviews/components/review-fixtures.test-data';
import { ProfilePage } from './profile-page';

const routes = [
  { path: '/profile/:username', element: <ProfilePage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const publicProfile: PublicProfileJson = {
  id: '9',
  username: 'hot pot',
  email: null,
  bio: 'Chasing steam across Idaho.',
  location: 'Boise, ID',
  created_at: '2023-03-15T12:00:00.000Z',
  is_premium: true,
};

const ownProfile = TEST_USER;

const review = (id: number) =>
  aReview({ id: String(id), username: 'hot pot', spring_name: `Spring ${id}` });

describe('ProfilePage', () => {
  it("shows a member's public profile", async () => {
    stubApi({
      '/api/users/hot%20pot': [200, publicProfile],
      '/api/users/hot%20pot/reviews': [200, [review(1), review(2), review(3), review(4)]],
      '/api/users/hot%20pot/favorites': [200, [aFavorite(5, 'visited'), aFavorite(6, 'visited')]],
    });
    await renderRoutes(routes, { path: '/profile/hot%20pot' });

    expect(await screen.findByRole('heading', { name: /hot pot/ })).toBeInTheDocument();
    expect(screen.getByText('HP')).toBeInTheDocument();
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('Chasing steam across Idaho.')).toBeInTheDocument();
    expect(screen.getByText('Boise, ID')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2023')).toBeInTheDocument();
    const counts = within(await screen.findByRole('list', { name: 'Activity' }));
    expect(counts.getByText('Reviews').previousElementSibling).toHaveTextContent('4');
    expect(counts.getByText('Visited Springs').previousElementSibling).toHaveTextContent('2');
    expect(counts.queryByText('Bucket List')).not.toBeInTheDocument();
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('shows the owner their email, a settings link and log out', async () => {
    const fetchStub = stubApi({
      '/api/users/river%20rat': [200, ownProfile],
      '/api/auth/logout': [204, null],
    });
    const { router } = await renderRoutes(routes, {
      path: '/profile/river%20rat',
      auth: TEST_USER,
    });

    expect(await screen.findByText('river@example.com')).toBeInTheDocument();
    expect(screen.getByText('No bio provided')).toBeInTheDocument();
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/profile/settings',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const paths = fetchStub.mock.calls.map(
      ([request]) => new URL((request as Request).url).pathname,
    );
    expect(paths).toContain('/api/auth/logout');
  });

  it("says 'User not found' for an unknown username", async () => {
    stubApi({});
    await renderRoutes(routes, { path: '/profile/nobody' });
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });

  it('names the status of other failures', async () => {
    stubApi({ '/api/users/river': [503, { error: 'Service unavailable' }] });
    await renderRoutes(routes, { path: '/profile/river' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile: 503');
  });
});
