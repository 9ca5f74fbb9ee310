import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderElement } from '../../../testing/render';
import { stubApi } from '../../../testing/fetch-stub';
import { aSpringSummary } from '../../../testing/spring-fixtures';
import { SearchPage } from './search-page';

const boise = {
  kind: 'city',
  label: 'Boise, ID',
  latitude: 43.615,
  longitude: -116.2023,
  state_code: 'ID',
};

const hit = (id: number, name: string, distance: number | null, latitude = '44.07') => ({
  spring: aSpringSummary({ id, name, latitude, longitude: '-115.54' }),
  distance_mi: distance,
  match: 'place',
});

/**
 * The stubbed search API's answer to `q` within 50 miles: no place understood, no location
 * needed and no springs unless the answer says otherwise.
 */
const searchAnswer = (q: string, answer: object): Record<string, [number, unknown]> => ({
  [`/api/springs/search?${new URLSearchParams({ q, radius_mi: '50' })}`]: [
    200,
    { place: null, location_needed: false, radius_mi: 50, springs: [], ...answer },
  ],
});

describe('SearchPage', () => {
  it('says which place it understood, and lists its springs nearest first with distances', async () => {
    stubApi(
      searchAnswer('Boise', {
        place: boise,
        springs: [
          hit(1, 'Kirkham Hot Springs', 38.4),
          hit(2, 'Midway Hot Springs', 45.1, '44.3'),
          hit(3, 'Midway Hot Springs', 45.2, '44.302'),
        ],
      }),
    );
    await renderElement(<SearchPage />, { path: '/search?q=Boise' });
    expect(
      await screen.findByRole('heading', { name: 'Springs near Boise, ID' }),
    ).toBeInTheDocument();
    // The two Midway records 220 m apart are one row.
    expect(screen.getByText('2 springs found within 50 mi')).toBeInTheDocument();
    const rows = screen.getByRole('region', { name: 'Results' }).querySelectorAll('li');
    expect([...rows].map((li) => li.querySelector('a')?.textContent)).toEqual([
      'Kirkham Hot Springs',
      'Midway Hot Springs',
    ]);
    expect(screen.getByText('38 mi away')).toBeInTheDocument();
    expect(screen.getByText('2 records')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('50');
  });

  it('shows the drive time beside the distance where the router knows it', async () => {
    const driveTimes = new URLSearchParams({
      from: '43.61500,-116.20230',
      to: '44.07000,-115.54000;44.30000,-115.54000',
    });
    stubApi({
      ...searchAnswer('Boise', {
        place: boise,
        springs: [hit(1, 'Kirkham Hot Springs', 38.4), hit(2, 'Island Spring', 45.1, '44.3')],
      }),
      [`/api/planner/drive-times?${driveTimes}`]: [
        200,
        { router: 'ROUTER_ROAD_NETWORK', seconds: [4800, null] },
      ],
    });
    await renderElement(<SearchPage />, { path: '/search?q=Boise' });
    const drive = await screen.findByText('1 h 20 min drive');
    expect(drive.parentElement).toHaveTextContent(/^38 mi away · 1 h 20 min drive$/);
    expect(screen.getByText('45 mi away')).toHaveTextContent(/^45 mi away$/);
    expect(screen.getAllByText(/drive$/)).toHaveLength(1);
  });

  it('names a state as such, without distances', async () => {
    stubApi(
      searchAnswer('Idaho', {
        place: { kind: 'state', label: 'Idaho', latitude: null, longitude: null, state_code: 'ID' },
        springs: [hit(4, 'Atlanta Hot Springs', null)],
      }),
    );
    await renderElement(<SearchPage />, { path: '/search?q=Idaho' });
    expect(await screen.findByRole('heading', { name: 'Springs in Idaho' })).toBeInTheDocument();
    expect(screen.getByText('1 spring found')).toBeInTheDocument();
    expect(screen.queryByText(/mi away/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Distance' })).toBeNull();
  });

  it('"near me" asks for the location first', async () => {
    stubApi(searchAnswer('near me', { location_needed: true }));
    await renderElement(<SearchPage />, { path: '/search?q=near+me' });
    expect(await screen.findByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Springs near you' })).toBeInTheDocument();
  });

  it('lists name matches with the Refine Search filters, and offers list and map', async () => {
    stubApi(
      searchAnswer('river', { springs: [{ ...hit(4, 'Boiling River', null), match: 'name' }] }),
    );
    await renderElement(<SearchPage />, { path: '/search?q=river' });
    expect(await screen.findByRole('link', { name: 'Boiling River' })).toHaveAttribute(
      'href',
      '/springs/4',
    );
    expect(screen.getByRole('heading', { name: 'Springs matching "river"' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Refine Search' })).toBeInTheDocument();
    expect(screen.getByText('1 spring found')).toBeInTheDocument();
    const map = screen.getByRole('button', { name: 'Map' });
    expect(map).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(map);
    expect(map).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when nothing matches', async () => {
    stubApi(searchAnswer('zzz', {}));
    await renderElement(<SearchPage />, { path: '/search?q=zzz' });
    expect(await screen.findByText('No results found matching "zzz"')).toBeInTheDocument();
  });

  it('explains a failed search', async () => {
    stubApi({ '/api/springs/search?q=spa&radius_mi=50': [502, '<html>'] });
    await renderElement(<SearchPage />, { path: '/search?q=spa' });
    expect(
      await screen.findByText('Failed to load search results: HTTP error! status: 502'),
    ).toBeInTheDocument();
  });
});
