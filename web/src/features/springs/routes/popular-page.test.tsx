import { screen } from '@testing-library/react';
import { renderElement } from '../../../testing/render';
import { stubApi } from '../../../testing/fetch-stub';
import { PopularPage } from './popular-page';

describe('PopularPage', () => {
  it('shows each spring as a card with its facts', async () => {
    stubApi({
      '/api/springs/popular': [
        200,
        [
          {
            id: 4,
            name: 'Boiling River',
            state_code: 'WY',
            temperature_f: 140,
            temperature_c: 60,
            average_rating: 4.25,
            review_count: 8,
          },
          { id: 5, review_count: 0 },
        ],
      ],
    });
    await renderElement(<PopularPage />, { path: '/popular' });

    expect(screen.getByRole('heading', { name: 'Most Popular Hot Springs' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Boiling River' })).toHaveAttribute(
      'href',
      '/springs/4',
    );
    expect(screen.getByText('140°F / 60°C')).toBeInTheDocument();
    expect(screen.getByText('4.3 / 5', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('(8 reviews)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unnamed Spring' })).toBeInTheDocument();
    expect(screen.getByText('Location unknown')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View Details' })).toHaveLength(2);
  });

  it("says 'No popular springs found.' for an empty list", async () => {
    stubApi({ '/api/springs/popular': [200, []] });
    await renderElement(<PopularPage />, { path: '/popular' });
    expect(await screen.findByText('No popular springs found.')).toBeInTheDocument();
  });

  it("shows the server's error", async () => {
    stubApi({ '/api/springs/popular': [503, { error: 'Service unavailable' }] });
    await renderElement(<PopularPage />, { path: '/popular' });
    expect(await screen.findByText('Error: Service unavailable')).toBeInTheDocument();
  });
});
