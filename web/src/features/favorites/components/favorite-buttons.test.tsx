import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { springsApi, useGetSpringQuery } from '../../springs';
import { handleApi } from '../../../testing/fetch-handler';
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

    // The spring is read again after the change; the buttons wait for it.
    const removeButton = screen.getByRole('button', { name: 'Remove from Bucket List' });
    await waitFor(() => expect(removeButton).toBeEnabled());
    await userEvent.click(removeButton);
    expect(await screen.findByRole('button', { name: 'Add to Bucket List' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/springs/12/favorite');
  });

  it('waits while the spring is read again: a change pressed meanwhile would be overwritten', async () => {
    let answer: (() => void) | undefined;
    let reads = 0;
    handleApi(({ path }) => {
      if (path !== '/api/springs/12') return undefined;
      reads += 1;
      const body = { ...spring, userFavorite: { isFavorite: false } };
      // The second read (the page's data read again for the member) is held until released.
      if (reads === 1) return [200, body];
      return new Promise((resolve) => (answer = () => resolve([200, body])));
    });
    const { store } = await renderElement(<SpringFavorite />, { auth: TEST_USER });
    const add = await screen.findByRole('button', { name: 'Add to Bucket List' });
    expect(add).toBeEnabled();

    store.dispatch(springsApi.util.invalidateTags([{ type: 'Spring', id: '12' }]));
    await waitFor(() => expect(add).toBeDisabled());
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
