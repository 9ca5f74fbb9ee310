import { screen } from '@testing-library/react';
import { renderElement } from '../../../testing/render';
import { stubApi } from '../../../testing/fetch-stub';
import { aSpringSummary } from '../../../testing/spring-fixtures';
import { FeaturedSprings } from './featured-springs';
import { SpringsInView } from './springs-in-view';

describe('side panel lists', () => {
  it('asks to zoom or pan when no spring is in view', async () => {
    await renderElement(<SpringsInView springs={[]} onSelect={() => undefined} />);
    expect(screen.getByText('Zoom/pan map to see springs in this area.')).toBeInTheDocument();
  });

  it('lists springs in view with their facts', async () => {
    await renderElement(
      <SpringsInView
        springs={[
          aSpringSummary({
            id: 2,
            name: 'Travertine',
            temperature_f: 160,
            average_rating: 4,
            state_code: 'CA',
          }),
        ]}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByRole('link', { name: 'Travertine' })).toHaveAttribute('href', '/springs/2');
    expect(screen.getByText('4.0 / 5')).toBeInTheDocument();
    expect(screen.getByText('CA')).toBeInTheDocument();
  });

  it('explains a failure to load the featured springs', async () => {
    stubApi({ '/api/springs/featured': [500, { error: 'Database offline' }] });
    await renderElement(<FeaturedSprings onSelect={() => undefined} />);
    expect(
      await screen.findByText('Failed to load featured springs: Database offline.'),
    ).toBeInTheDocument();
  });
});
