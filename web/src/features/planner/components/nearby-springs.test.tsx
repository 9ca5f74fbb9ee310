import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { NearbySpringJson } from '@hotsprings/contracts';
import { aSpringSummary } from '../../../testing/spring-fixtures';
import { NearbySprings, tripSprings } from './nearby-springs';

const nearby = (id: number, name: string, safetyLevel: string | null): NearbySpringJson => ({
  spring: aSpringSummary({ id, name, temperature_f: 180, safety_level: safetyLevel }),
  distance_from_route_miles: 1.2,
  along_route_miles: 40,
  detour_minutes: 5,
});

describe('NearbySprings', () => {
  it("marks the springs the API finds not for soaking, in the list and on the trip's map", () => {
    const springs = [
      nearby(1, 'Fumarole Field', 'not_for_soaking'),
      nearby(2, 'Warm Pool', 'caution'),
      nearby(3, 'Kept Before Levels', null),
    ];
    render(
      <MemoryRouter>
        <NearbySprings springs={springs} error={null} maxDistance={20} waypointIds={new Set()} />
      </MemoryRouter>,
    );
    const [fumarole, pool, kept] = screen.getAllByRole('listitem');
    expect(within(fumarole!).getByText('Not for soaking: see it from the path only')).toBeVisible();
    expect(within(pool!).queryByText(/Not for soaking/)).not.toBeInTheDocument();
    expect(within(kept!).queryByText(/Not for soaking/)).not.toBeInTheDocument();

    expect(tripSprings(springs, new Set()).map((s) => s.note[0])).toEqual([
      'Not for soaking',
      '1.2 mi from route',
      '1.2 mi from route',
    ]);
  });
});
