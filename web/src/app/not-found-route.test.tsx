import { screen, waitFor } from '@testing-library/react';
import { routes } from './router';
import { renderRoutes } from '../testing/render';

describe('unknown paths', () => {
  it.each(['/discover', '/no/such/page'])(
    "%s shows '404 Not Found' inside the shell",
    async (path) => {
      await renderRoutes(routes, { path });
      expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Interactive Map' })).toHaveAttribute(
        'href',
        '/explore-map',
      );
      // The title is set in an effect, which may run after the heading is on screen.
      await waitFor(() => expect(document.title).toMatch(/^404 Not Found/));
    },
  );
});
