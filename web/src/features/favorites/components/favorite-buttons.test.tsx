import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { springsApi, useGetSpringQuery } from '../../springs';
import { handleApi } from '../../../testing/fetch-handler';
import { aSpring } from '../../../testing/spring-fixtures';
import { renderElement, TEST_USER } from '../../../testing/render';
import { Toast } from '../../../components/toast';
import { FavoriteButtons } from './favorite-buttons';

function SpringFavorite() {
  const { data } = useGetSpringQuery('12');
  return data ? <FavoriteButtons springId={12} favorite={data.userFavorite} /> : null;
}

const spring = { id: 12, name: 'Boiling River', state_code: 'WY', latitude: '1', longitude: '2' };

describe('FavoriteButtons', () => {
  it('asks signed-out visitors to log in', async () => {
    handleApi(({ path }) => (path === '/api/springs/12' ? [200, spring] : undefined));
    await renderElement(<SpringFavorite />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Bucket List/ })).not.toBeInTheDocument();
  });

  it('saves to the Bucket List, shows it, and removes it again', async () => {
    let favorite: unknown = { isFavorite: false };
    const calls = handleApi(({ method, path, body }) => {
      if (path === '/api/springs/12') return [200, { ...spring, userFavorite: favorite }];
      if (method === 'POST') {
        favorite = { isFavorite: true, category: 'bucketlist' };
        return [200, { category: (body as { category: string }).category }];
      }
      if (method === 'DELETE') {
        favorite = { isFavorite: false };
        return [204];
      }
    });
    await renderElement(<SpringFavorite />, { auth: TEST_USER });

    await userEvent.click(await screen.findByRole('button', { name: 'Add to Bucket List' }));
    expect(await screen.findByText('On your Bucket List')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ category: 'Bucket List' });
    expect(screen.getByRole('button', { name: 'Mark as Visited' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove from Bucket List' }));
    expect(await screen.findByRole('button', { name: 'Add to Bucket List' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/springs/12/favorite');
  });

  it("waits for the member's own answer when the page holds a visitor's", async () => {
    let answer: (() => void) | undefined;
    handleApi(({ path }) => {
      if (path !== '/api/springs/12') return undefined;
      // The member's read, held until released.
      return new Promise((resolve) => {
        answer = () => resolve([200, { ...spring, userFavorite: { isFavorite: false } }]);
      });
    });
    const { store } = await renderElement(<SpringFavorite />, { auth: TEST_USER });
    // The answer the server read as a visitor, as the page carries it: no favorite.
    await store.dispatch(
      springsApi.util.upsertQueryData('getSpring', '12', aSpring({ id: 12, userFavorite: null })),
    );
    const add = await screen.findByRole('button', { name: 'Add to Bucket List' });
    expect(add).toBeDisabled();

    store.dispatch(springsApi.util.invalidateTags([{ type: 'Spring', id: '12' }]));
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await waitFor(() => expect(add).toBeEnabled());
  });

  it('restores the old state when saving fails', async () => {
    handleApi(({ method, path }) => {
      if (path === '/api/springs/12')
        return [200, { ...spring, userFavorite: { isFavorite: false } }];
      if (method === 'POST') return [500, { error: 'Database unavailable.' }];
    });
    await renderElement(
      <>
        <SpringFavorite />
        <Toast />
      </>,
      { auth: TEST_USER },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Visited' }));
    expect(
      await screen.findByText('Could not update your favorites: Database unavailable.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as Visited' })).toBeInTheDocument();
    expect(screen.queryByText('You have visited this spring')).not.toBeInTheDocument();
  });
});
