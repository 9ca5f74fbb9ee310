import { screen, within } from '@testing-library/react';
import { handleApi } from '../../../testing/fetch-handler';
import { renderElement, TEST_USER } from '../../../testing/render';
import { aFavorite } from '../components/favorite-fixtures.test-data';
import { FavoritesPage } from './favorites-page';

const entry = (id: number, category: 'visited' | 'bucketlist') =>
  aFavorite(id, category, { average_rating: id === 1 ? 4.25 : null });

describe('FavoritesPage', () => {
  it('lists visited springs and the bucket list as cards linking to the springs', async () => {
    handleApi(({ path }) =>
      path === '/api/users/river%20rat/favorites'
        ? [200, [entry(1, 'visited'), entry(2, 'bucketlist'), entry(3, 'bucketlist')]]
        : undefined,
    );
    await renderElement(<FavoritesPage />, { auth: TEST_USER });

    expect(screen.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeInTheDocument();
    const visited = (await screen.findByRole('heading', { name: /Visited Springs/ })).closest(
      'section',
    )!;
    const link = within(visited).getByRole('link', { name: /Spring 1/ });
    expect(link).toHaveAttribute('href', '/springs/1');
    expect(within(visited).getByText('4.3 / 5')).toBeInTheDocument();
    const bucket = screen.getByRole('heading', { name: /Bucket List/ }).closest('section')!;
    expect(within(bucket).getAllByRole('link')).toHaveLength(2);
    expect(within(bucket).getAllByText('N/A')).toHaveLength(2);
  });

  it('says so when both lists are empty', async () => {
    handleApi(({ path }) => (path === '/api/users/river%20rat/favorites' ? [200, []] : undefined));
    await renderElement(<FavoritesPage />, { auth: TEST_USER });
    expect(await screen.findByText(/No visited springs yet/)).toBeInTheDocument();
    expect(screen.getByText(/Your Bucket List is empty/)).toBeInTheDocument();
  });

  it('asks to log in again on 401', async () => {
    handleApi(() => [401, { error: 'You must be logged in.', code: 'unauthenticated' }]);
    await renderElement(<FavoritesPage />, { auth: TEST_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication error. Please log in again.',
    );
  });

  it('reports other failures', async () => {
    handleApi(() => [500, { error: 'boom', code: 'internal_error' }]);
    await renderElement(<FavoritesPage />, { auth: TEST_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your favorites.');
  });
});
