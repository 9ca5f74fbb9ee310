import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TripPlanSummaryJson } from '@hotsprings/contracts';
import { handleApi } from '../../../testing/fetch-handler';
import { stubApi } from '../../../testing/fetch-stub';
import { renderElement, TEST_USER } from '../../../testing/render';
import { MyPlansPage } from './my-plans-page';

const summary: TripPlanSummaryJson = {
  id: '31',
  name: 'Idaho soak weekend',
  start_point_name: 'Boise, Idaho, United States',
  end_point_name: 'Ketchum, Idaho, United States',
  start_coords_lat: 43.615,
  start_coords_lon: -116.202,
  end_coords_lat: 43.681,
  end_coords_lon: -114.364,
  max_distance_miles: 20,
  distance_meters: 245_000,
  duration_seconds: 2 * 3600 + 31 * 60,
  spring_count: 4,
  created_at: '2026-05-04T10:00:00.000Z',
};

const render = () => renderElement(<MyPlansPage />, { path: '/my-plans', auth: TEST_USER });

describe('MyPlansPage', () => {
  it('lists the saved plans with their figures, each a link to its page', async () => {
    stubApi({ '/api/planner/plans': [200, [summary]] });
    await render();
    const link = await screen.findByRole('link', { name: 'Idaho soak weekend' });
    expect(link).toHaveAttribute('href', '/my-plans/31');
    const card = link.closest('article')!;
    expect(card).toHaveTextContent(
      /Boise, Idaho, United States\W+to Ketchum, Idaho, United States/,
    );
    expect(card).toHaveTextContent('2 h 31 min · 152 mi · 4 springs within 20 mi');
    expect(card).toHaveTextContent('Saved May 4, 2026');
  });

  it('deletes a plan once confirmed', async () => {
    let plans = [summary];
    const calls = handleApi(({ method, path }) => {
      if (method === 'DELETE' && path === '/api/planner/plans/31') {
        plans = [];
        return [204];
      }
      if (path === '/api/planner/plans') return [200, plans];
    });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    await render();
    const card = (await screen.findByRole('link', { name: 'Idaho soak weekend' })).closest(
      'article',
    )!;
    await userEvent.click(within(card).getByRole('button', { name: 'Delete Idaho soak weekend' }));
    expect(await screen.findByText(/You have no saved trip plans yet/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it.each([
    [401, 'unauthenticated', 'Authentication failed. Please log in again.'],
    [500, 'internal_error', 'Could not load saved plans.'],
    // A refusal that is not about premium is no upgrade prompt: the code decides, not the status.
    [403, 'forbidden', 'Could not load saved plans.'],
  ])('says why the plans could not load (%i)', async (status, code, message) => {
    stubApi({ '/api/planner/plans': [status, { error: 'x', code }] });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('tells a member without premium that premium is required (403)', async () => {
    stubApi({
      '/api/planner/plans': [403, { error: 'Premium is required.', code: 'premium_required' }],
    });
    await render();
    expect(await screen.findByText('Premium required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toBeInTheDocument();
  });
});
