import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderElement } from '../../../../testing/render';
import { stubApi } from '../../../../testing/fetch-stub';
import { aSpringSummary } from '../../../../testing/spring-fixtures';
import { FeaturedSprings } from './featured-springs';
import { SpringsInView } from './springs-in-view';

describe('side panel lists', () => {
  it('an empty view names the nearest spring and how far, and frames the nearest few', async () => {
    const kirkham = aSpringSummary({ id: 7, name: 'Kirkham Hot Springs' });
    const showNearest = vi.fn();
    await renderElement(
      <SpringsInView
        around={{
          inView: [],
          count: 0,
          nearest: [{ spring: kirkham, position: [44.07, -115.54] }],
          nearestMi: 38.4,
        }}
        onSelect={() => undefined}
        onShowNearest={showNearest}
      />,
    );
    expect(screen.getByText('Zoom/pan map to see springs in this area.')).toBeInTheDocument();
    expect(screen.getByText('Nearest: Kirkham Hot Springs, 38 mi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the nearest springs' }));
    expect(showNearest).toHaveBeenCalledOnce();
  });

  it('without any spring to point to, only asks to zoom or pan', async () => {
    await renderElement(
      <SpringsInView
        around={{ inView: [], count: 0, nearest: [], nearestMi: null }}
        onSelect={() => undefined}
        onShowNearest={() => undefined}
      />,
    );
    expect(screen.getByText('Zoom/pan map to see springs in this area.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the nearest springs' })).toBeNull();
  });

  it('lists springs in view with their facts and distance from the centre', async () => {
    const travertine = aSpringSummary({
      id: 2,
      name: 'Travertine',
      temperature_f: 160,
      average_rating: 4,
      state_code: 'CA',
    });
    await renderElement(
      <SpringsInView
        around={{
          inView: [{ spring: travertine, distanceMi: 4.26, records: 2 }],
          count: 2,
          nearest: [],
          nearestMi: null,
        }}
        onSelect={() => undefined}
        onShowNearest={() => undefined}
      />,
    );
    expect(screen.getByRole('link', { name: 'Travertine' })).toHaveAttribute('href', '/springs/2');
    expect(screen.getByText('4.0 / 5')).toBeInTheDocument();
    expect(screen.getByText('CA')).toBeInTheDocument();
    expect(screen.getByText('4.3 mi away')).toBeInTheDocument();
    expect(screen.getByText('2 records')).toBeInTheDocument();
  });

  it('explains a failure to load the featured springs', async () => {
    stubApi({ '/api/springs/featured': [500, { error: 'Database offline' }] });
    await renderElement(<FeaturedSprings onSelect={() => undefined} />);
    expect(
      await screen.findByText('Failed to load featured springs: Database offline.'),
    ).toBeInTheDocument();
  });
});
