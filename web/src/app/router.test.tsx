import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../testing/render';
import { routes } from './router';

describe('route table', () => {
  it.each(['/profile/settings', '/favorites'])(
    '%s sends signed-out visitors to /login',
    async (path) => {
      const { router } = await renderRoutes(routes, { path });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it('serves the information pages inside the shell', async () => {
    await renderRoutes(routes, { path: '/why-hot-springs' });
    expect(screen.getByRole('heading', { name: 'Why Visit Hot Springs?' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search hot springs or location...')).toBeInTheDocument();
  });
});
