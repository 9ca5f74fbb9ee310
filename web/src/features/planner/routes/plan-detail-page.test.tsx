import { screen } from '@testing-library/react';
import { stubApi } from '../../../testing/fetch-stub';
import { renderRoutes, TEST_USER } from '../../../testing/render';
import { aPlan } from './planner-fixtures.test-data';
import { PlanDetailPage } from './plan-detail-page';

const routes = [{ path: '/my-plans/:planId', element: <PlanDetailPage /> }];
const render = (planId = '31') =>
  renderRoutes(routes, { path: `/my-plans/${planId}`, auth: TEST_USER });

describe('PlanDetailPage', () => {
  it('shows the plan: route figures, springs, Google Maps with the waypoints, GPX', async () => {
    stubApi({ '/api/planner/plans/31': [200, aPlan()] });
    await render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Idaho soak weekend' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Route' })).toHaveTextContent(
      'Total drive time2 h 31 min',
    );
    expect(screen.getByRole('link', { name: 'Kirkham Hot Springs' })).toHaveAttribute(
      'href',
      '/springs/5',
    );
    const google = new URL(
      screen.getByRole('link', { name: /^Open in Google Maps/ }).getAttribute('href')!,
    );
    expect(google.hostname).toBe('www.google.com');
    expect(google.searchParams.get('origin')).toBe('43.615,-116.202');
    expect(google.searchParams.get('destination')).toBe('43.681,-114.364');
    expect(google.searchParams.get('waypoints')).toBe('44.07,-115.54');
    expect(screen.getByRole('link', { name: 'Download GPX' })).toHaveAttribute(
      'href',
      '/api/planner/plans/31/gpx',
    );
  });

  it("says 'Plan not found.' for another member's plan or an unknown one", async () => {
    stubApi({ '/api/planner/plans/99': [404, { error: 'Plan not found.', code: 'not_found' }] });
    await render('99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Plan not found.');
  });

  it("asks to log in again on a 401: 'Please log in to view this plan.'", async () => {
    stubApi({
      '/api/planner/plans/31': [401, { error: 'You must be logged in.', code: 'unauthenticated' }],
    });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to view this plan.');
  });

  it('tells a member without premium that premium is required (403)', async () => {
    stubApi({
      '/api/planner/plans/31': [403, { error: 'Premium is required.', code: 'premium_required' }],
    });
    await render();
    expect(await screen.findByText('Premium required')).toBeInTheDocument();
  });
});
