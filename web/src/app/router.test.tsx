import { APP_ROUTES } from '@hotsprings/contracts/page-heads';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { stubApi } from '../testing/fetch-stub';
import { renderRoutes, TEST_USER } from '../testing/render';
import { aSpring } from '../testing/spring-fixtures';
import { routes } from './router';

const pathsOf = (table: RouteObject[]): string[] =>
  table.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);

describe('route table', () => {
  it("is the contracts' list of pages, by which the gateway answers any other path 404", () => {
    expect(pathsOf(routes).sort()).toEqual([...APP_ROUTES].sort());
  });

  it.each(['/profile/settings', '/favorites'])(
    '%s sends signed-out visitors to /login',
    async (path) => {
      const { router } = await renderRoutes(routes, { path });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it.each([
    ['/planner?springId=12', 'Please log in to use the planner.'],
    ['/my-plans', 'Please log in to view your saved plans.'],
    ['/my-plans/4', 'Please log in to view this plan.'],
  ])(
    '%s sends signed-out visitors to /login saying why',
    async (path, message) => {
      const { router } = await renderRoutes(routes, { path });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      // The login page loads on first visit.
      expect(await screen.findByText(message, {}, { timeout: 15_000 })).toBeInTheDocument();
    },
    20_000,
  );

  // The planner's page and its map load on first visit, which takes seconds under jsdom.
  it('opens the planner for a member with the spring they came from as a waypoint', async () => {
    stubApi({ '/api/springs/12': [200, aSpring({ id: 12, name: 'Kirkham Hot Springs' })] });
    await renderRoutes(routes, { path: '/planner?springId=12', auth: TEST_USER });
    const waypoints = await screen.findByRole(
      'list',
      { name: 'Stops on the way' },
      { timeout: 15_000 },
    );
    expect(waypoints).toHaveTextContent('Kirkham Hot Springs');
    expect(screen.getByRole('button', { name: 'Generate Route' })).toBeInTheDocument();
  }, 20_000);

  it('opens a shared trip for a signed-out visitor, without sending them to log in', async () => {
    const id = 'Zx9_published-trip-id0';
    stubApi({
      [`/api/planner/trips/${id}`]: [
        410,
        { error: 'This trip is no longer shared.', code: 'gone' },
      ],
    });
    const { router } = await renderRoutes(routes, { path: `/trips/${id}` });
    expect(
      await screen.findByText('This trip is no longer shared.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/trips/${id}`);
  }, 20_000);

  it('serves the information pages inside the shell', async () => {
    await renderRoutes(routes, { path: '/why-hot-springs' });
    expect(
      await screen.findByRole('heading', { name: 'Why Visit Hot Springs?' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search hot springs or location...')).toBeInTheDocument();
  }, 20_000);
});
