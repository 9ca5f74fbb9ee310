import { screen, waitFor } from '@testing-library/react';
import { renderRoutes, TEST_USER } from '../testing/render';
import { routes } from './router';

describe('route table', () => {
  it.each(['/profile/settings', '/favorites'])(
    '%s sends signed-out visitors to /login',
    async (path) => {
      const { router } = await renderRoutes(routes, { path });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it.each([
    ['/planner?end=Kirkham%20Hot%20Springs&springId=12', 'Please log in to use the planner.'],
    ['/my-plans', 'Please log in to view your saved plans.'],
    ['/my-plans/4', 'Please log in to view this plan.'],
  ])('%s sends signed-out visitors to /login saying why', async (path, message) => {
    const { router } = await renderRoutes(routes, { path });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows a signed-in member what the planner will do, keeping the spring they came from', async () => {
    await renderRoutes(routes, {
      path: '/planner?end=Kirkham%20Hot%20Springs&springId=12',
      auth: TEST_USER,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The trip planner is not open yet.',
    );
    expect(screen.getByRole('link', { name: 'Kirkham Hot Springs' })).toHaveAttribute(
      'href',
      '/springs/12',
    );
  });

  it('serves the information pages inside the shell', async () => {
    await renderRoutes(routes, { path: '/why-hot-springs' });
    expect(screen.getByRole('heading', { name: 'Why Visit Hot Springs?' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search hot springs or location...')).toBeInTheDocument();
  });
});
