import type { LatestReportJson } from '@hotsprings/contracts';
import { screen } from '@testing-library/react';
import { renderElement } from '../../../testing/render';
import { CurrentConditions } from './current-conditions';

const DAY_MS = 24 * 60 * 60 * 1000;

function latest(overrides: Partial<LatestReportJson> = {}): LatestReportJson {
  return {
    status: 'open',
    visited_on: '2026-05-01',
    water_temperature_f: null,
    freshness: 'fresh',
    username: 'hot tub',
    reported_at: new Date(Date.now() - 3 * DAY_MS).toISOString(),
    ...overrides,
  };
}

describe('CurrentConditions', () => {
  it('says no one has reported yet, with a way to report', async () => {
    await renderElement(<CurrentConditions latest={null} />);
    const card = screen.getByRole('region', { name: 'Current conditions' });
    expect(card).toHaveTextContent('No condition reports yet.');
    expect(screen.getByRole('link', { name: 'Report conditions' })).toHaveAttribute(
      'href',
      '#condition-reports-heading',
    );
  });

  it('shows the status in words, how fresh it is, the visit, the water and who reported when', async () => {
    await renderElement(<CurrentConditions latest={latest({ water_temperature_f: 104.5 })} />);
    const card = screen.getByRole('region', { name: 'Current conditions' });
    expect(card).toHaveTextContent('Status: Open, report freshness: Fresh');
    expect(card).toHaveTextContent('Visited May 1, 2026');
    expect(card).toHaveTextContent('Water measured at 104.5°F');
    expect(card).toHaveTextContent('Reported 3 days ago by hot tub');
    expect(screen.getByRole('link', { name: 'hot tub' })).toHaveAttribute(
      'href',
      '/profile/hot%20tub',
    );
  });

  it.each([
    ['closed', 'stale', 'Closed', 'Stale'],
    ['seasonal_closure', 'recent', 'Seasonal closure', 'Recent'],
    ['access_restricted', 'fresh', 'Access restricted', 'Fresh'],
  ])('reads %s (%s) as %s, %s', async (status, freshness, statusText, freshnessText) => {
    await renderElement(<CurrentConditions latest={latest({ status, freshness })} />);
    expect(screen.getByText(statusText, { exact: true })).toBeInTheDocument();
    expect(screen.getByText(freshnessText, { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(/Water measured/)).not.toBeInTheDocument();
  });

  it('says just now for a report written this moment', async () => {
    await renderElement(
      <CurrentConditions latest={latest({ reported_at: new Date().toISOString() })} />,
    );
    expect(screen.getByRole('region', { name: 'Current conditions' })).toHaveTextContent(
      'Reported just now by hot tub',
    );
  });
});
