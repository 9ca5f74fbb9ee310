import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../../testing/render';
import { stubApi } from '../../../testing/fetch-stub';
import { SpringDetailPage } from './spring-detail-page';

const routes = [{ path: '/springs/:id', element: <SpringDetailPage /> }];

const spring = {
  id: 12,
  name: 'Boiling River',
  description: 'A thermal spring in Wyoming near Gardiner.',
  state_code: 'WY',
  latitude: '44.9961',
  longitude: '-110.6884',
  temperature_f: 140,
  temperature_c: 60,
  average_rating: 4.5,
  review_count: 3,
  popular_tags: [],
};

describe('SpringDetailPage', () => {
  it('shows the spring, its details, and plans a trip to it', async () => {
    stubApi({ '/api/springs/12': [200, spring] });
    await renderRoutes(routes, { path: '/springs/12' });

    expect(await screen.findByRole('heading', { name: 'Boiling River' })).toBeInTheDocument();
    expect(screen.getByText(spring.description)).toBeInTheDocument();
    expect(screen.getByText('60°C')).toBeInTheDocument();
    expect(screen.getByText('3 reviews')).toBeInTheDocument();
    // Title and description are set in effects, which may run after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Boiling River Details - Hot Springs'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      spring.description,
    );
    const data = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(data['@type']).toBe('TouristAttraction');

    // The planner receives the spring as a waypoint of the trip.
    const plan = screen.getByRole('link', { name: 'Plan a Trip Including This Spring' });
    expect(plan).toHaveAttribute('href', `/planner?springId=${spring.id}`);
  });

  it('puts the safety card first for a spring not for soaking, and plans a trip to see it', async () => {
    const safety = {
      level: 'not_for_soaking',
      reasons: [
        {
          code: 'not_for_soaking',
          text: '190 °F (NOAA) at the source: not for soaking.',
          source: { text: 'NOAA thermal springs list, 1980: 190 °F', reference: null, url: null },
        },
      ],
    };
    stubApi({ '/api/springs/12': [200, { ...spring, temperature_f: 190, safety }] });
    await renderRoutes(routes, { path: '/springs/12' });

    const card = await screen.findByRole('region', { name: 'Safety: Not for soaking' });
    expect(
      card.compareDocumentPosition(screen.getByRole('region', { name: 'About this spring' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getAllByText('Not for soaking').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Plan a Trip to See This Spring' })).toHaveAttribute(
      'href',
      `/planner?springId=${spring.id}`,
    );
    expect(
      screen.getByText('Not for soaking: see it from the path, never enter it.'),
    ).toBeVisible();
  });

  it('shows the latest condition report in the card near the top', async () => {
    stubApi({
      '/api/springs/12': [
        200,
        {
          ...spring,
          latest_report: {
            status: 'access_restricted',
            visited_on: '2026-05-01',
            water_temperature_f: null,
            freshness: 'recent',
            username: 'hot tub',
            reported_at: '2026-05-01T12:00:00Z',
          },
        },
      ],
    });
    await renderRoutes(routes, { path: '/springs/12' });
    const card = await screen.findByRole('region', { name: 'Current conditions' });
    expect(card).toHaveTextContent('Access restricted');
    expect(card).toHaveTextContent('Recent');
    expect(card).toHaveTextContent(/Reported .+ ago by hot tub/);
    expect(screen.getByRole('region', { name: 'Condition reports' })).toBeInTheDocument();
  });

  it('shows the description when the AI summary is blank', async () => {
    stubApi({ '/api/springs/12': [200, { ...spring, ai_summary: '  \n ' }] });
    await renderRoutes(routes, { path: '/springs/12' });

    expect(await screen.findByRole('heading', { name: 'Boiling River' })).toBeInTheDocument();
    expect(screen.getByText(spring.description)).toBeInTheDocument();
  });

  it("says 'Spring not found.' for an unknown id", async () => {
    stubApi({});
    await renderRoutes(routes, { path: '/springs/999' });
    expect(await screen.findByText('Spring not found.')).toBeInTheDocument();
  });

  it('names the HTTP status of other failures', async () => {
    stubApi({
      '/api/springs/abc': [400, { error: 'id must be a number', code: 'validation_failed' }],
    });
    await renderRoutes(routes, { path: '/springs/abc' });
    expect(await screen.findByText('HTTP error fetching details! status: 400')).toBeInTheDocument();
  });
});
