import { screen, within } from '@testing-library/react';
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

  it('marks the springs chosen as stops apart from the others along the way', async () => {
    stubApi({ '/api/planner/plans/31': [200, aPlan()] });
    await render();
    const list = await screen.findByRole('list', { name: 'Springs on this trip' });
    const [kirkham, bonneville] = within(list).getAllByRole('listitem');
    expect(kirkham).toHaveTextContent('Kirkham Hot Springs');
    expect(kirkham).toHaveTextContent('A stop on this trip');
    expect(bonneville).toHaveTextContent('Bonneville Hot Springs');
    expect(bonneville).not.toHaveTextContent('A stop on this trip');
  });

  it('links to editing the plan, and shares it: its published link shows with Unpublish', async () => {
    stubApi({
      '/api/planner/plans/31': [200, aPlan({ published_trip_id: 'Zx9_published-trip-id0' })],
    });
    await render();
    expect(await screen.findByRole('link', { name: 'Edit this plan' })).toHaveAttribute(
      'href',
      '/planner?planId=31',
    );
    expect(screen.getByRole('textbox', { name: /^Shared trip link/ })).toHaveValue(
      `${window.location.origin}/trips/Zx9_published-trip-id0`,
    );
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  });

  it('offers Share Trip for a plan not published', async () => {
    stubApi({ '/api/planner/plans/31': [200, aPlan()] });
    await render();
    expect(await screen.findByRole('button', { name: 'Share Trip' })).toBeInTheDocument();
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
