import { screen } from '@testing-library/react';
import { renderElement } from '../../../testing/render';
import { stubApi } from '../../../testing/fetch-stub';
import { ExploreMapPage } from './explore-map-page';

describe('ExploreMapPage', () => {
  it('shows the map tools, the filters and the featured springs', async () => {
    stubApi({
      '/api/springs': [
        200,
        [{ id: 1, name: 'Hot Creek', latitude: '37.66', longitude: '-118.83' }],
      ],
      '/api/springs/featured': [200, [{ id: 9, name: 'Verde Hot Springs', state_code: 'AZ' }]],
    });
    await renderElement(<ExploreMapPage />, { path: '/explore-map' });
    expect(screen.getByText('Loading map data...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Verde Hot Springs' })).toBeInTheDocument();
    // The map and its tools load after the page (its frame stands in meanwhile).
    expect(await screen.findByPlaceholderText('Search city or place...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Find my location' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByText('Loading map data...')).not.toBeInTheDocument();
  });

  it('reports a failed load in red and empties the lists', async () => {
    stubApi({
      '/api/springs': [500, { error: 'Database offline' }],
      '/api/springs/featured': [500, { error: 'Database offline' }],
    });
    await renderElement(<ExploreMapPage />, { path: '/explore-map' });
    expect(await screen.findByText('Error loading map data: Database offline')).toBeInTheDocument();
    expect(screen.getByText('Failed to load hot springs data.')).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to load featured springs: Database offline.'),
    ).toBeInTheDocument();
  });
});
