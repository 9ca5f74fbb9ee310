import { screen } from '@testing-library/react';
import { renderElement } from '../../../testing/render';
import { stubApi } from '../../../testing/fetch-stub';
import { SearchPage } from './search-page';

describe('SearchPage', () => {
  it('lists the springs matching q, with the Refine Search filters', async () => {
    stubApi({
      '/api/springs?search=river': [
        200,
        [
          {
            id: 4,
            name: 'Boiling River',
            state_code: 'WY',
            latitude: '44.99',
            longitude: '-110.69',
          },
        ],
      ],
    });
    await renderElement(<SearchPage />, { path: '/search?q=river' });
    expect(await screen.findByRole('link', { name: 'Boiling River' })).toHaveAttribute(
      'href',
      '/springs/4',
    );
    expect(screen.getByRole('heading', { name: 'Refine Search' })).toBeInTheDocument();
    expect(screen.getByText('1 spring found')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    stubApi({ '/api/springs?search=zzz': [200, []] });
    await renderElement(<SearchPage />, { path: '/search?q=zzz' });
    expect(await screen.findByText('No results found matching "zzz"')).toBeInTheDocument();
  });

  it('explains a failed search', async () => {
    stubApi({ '/api/springs?search=spa': [502, '<html>'] });
    await renderElement(<SearchPage />, { path: '/search?q=spa' });
    expect(
      await screen.findByText('Failed to load search results: HTTP error! status: 502'),
    ).toBeInTheDocument();
  });
});
