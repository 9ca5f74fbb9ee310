import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aRoute, aStep as step } from '../routes/planner-fixtures.test-data';
import { routeStops } from '../utils/trip-points';
import { SHORT_LEG_STEPS, TripDirections } from './trip-directions';

const NAMES = { start: 'Boise, ID', end: 'Ketchum, ID' };

describe('TripDirections', () => {
  it('lists each leg under a heading naming its stops, with its miles and time', () => {
    const route = aRoute([{ lat: 43.5, lon: -115, name: 'Mountain Home' }]);
    route.properties!.legs = [
      {
        distance_meters: 80_000,
        duration_seconds: 3000,
        steps: [
          step(
            'Head south for about 2.1 mi (approximate, off the road network)',
            'depart',
            3380,
            true,
          ),
          step('Turn left onto the major highway for 47.6 mi', 'turn', 76_620),
          step('You have arrived at your 1st destination', 'arrive', 0),
        ],
      },
      {
        distance_meters: 16_093,
        duration_seconds: 600,
        steps: [
          step('Head east on the major highway for 10.0 mi', 'depart', 16_093),
          step('You have arrived at your destination', 'arrive', 0),
        ],
      },
    ];
    render(<TripDirections stops={routeStops(route, NAMES)} legs={route.properties!.legs} />);
    const region = screen.getByRole('region', { name: 'Directions' });
    const [first, second] = within(region).getAllByRole('heading', { level: 3 });
    expect(first).toHaveTextContent('Boise, ID to Mountain Home 50 mi, 50 min');
    expect(second).toHaveTextContent('Mountain Home to Ketchum, ID 10.0 mi, 10 min');
    const steps = within(
      screen.getByRole('list', { name: /^Boise, ID to Mountain Home/ }),
    ).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Head south for about 2.1 mi (approximate, off the road network) (2 min)',
      'Turn left onto the major highway for 47.6 mi (51 min)',
      'You have arrived at your 1st destination',
    ]);
  });

  it('shows a long leg shortened, and all of it on asking', async () => {
    const route = aRoute();
    const count = SHORT_LEG_STEPS + 3;
    route.properties!.legs[0]!.steps = Array.from({ length: count }, (_, i) =>
      step(`Turn left onto the major highway for ${i + 1}.0 mi`, 'turn', 1609 * (i + 1)),
    );
    render(<TripDirections stops={routeStops(route, NAMES)} legs={route.properties!.legs} />);
    const list = screen.getByRole('list', { name: /^Boise, ID to Ketchum, ID/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(SHORT_LEG_STEPS - 1);
    await userEvent.click(screen.getByRole('button', { name: `Show all ${count} steps` }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(count);
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer steps' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(SHORT_LEG_STEPS - 1);
  });

  it('shows nothing for a route kept before routes had directions', () => {
    const route = aRoute();
    route.properties!.legs[0]!.steps = [];
    const { container } = render(
      <TripDirections stops={routeStops(route, NAMES)} legs={route.properties!.legs} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
