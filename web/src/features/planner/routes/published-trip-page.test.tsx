import { screen, within } from '@testing-library/react';
import { stubApi } from '../../../testing/fetch-stub';
import { renderRoutes } from '../../../testing/render';
import { aPublishedTrip } from './planner-fixtures.test-data';
import { PublishedTripPage } from './published-trip-page';

const ID = aPublishedTrip().id;
const routes = [{ path: '/trips/:tripId', element: <PublishedTripPage /> }];
// Signed out: a shared trip is for anyone with its link.
const render = () => renderRoutes(routes, { path: `/trips/${ID}` });

describe('PublishedTripPage', () => {
  it('shows the trip signed out: route figures, stops with their legs, springs, GPX', async () => {
    stubApi({ [`/api/planner/trips/${ID}`]: [200, aPublishedTrip()] });
    await render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Idaho soak loop' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Route' })).toHaveTextContent('Distance152 mi');
    const stops = within(screen.getByRole('list', { name: 'Stops in order' }));
    expect(stops.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Start Boise, Idaho, United StatesThen 51 mi, 50 min to the next stop',
      'Waypoint 1 Glenwood Springs, COThen 51 mi, 50 min to the next stop',
      'Waypoint 2 Spring 5Then 51 mi, 50 min to the next stop',
      'End Ketchum, Idaho, United States',
    ]);
    const springs = within(screen.getByRole('list', { name: 'Springs along the route' }));
    const [kirkham, bonneville] = springs.getAllByRole('listitem');
    expect(kirkham).toHaveTextContent('A stop on this trip');
    expect(bonneville).not.toHaveTextContent('A stop on this trip');
    // Read-only: nothing to add.
    expect(screen.queryByRole('button', { name: /Add as Waypoint/ })).toBeNull();
    const google = new URL(
      screen.getByRole('link', { name: /^Open in Google Maps/ }).getAttribute('href')!,
    );
    expect(google.searchParams.get('waypoints')).toBe('39.55,-107.32|44.07,-115.54');
    expect(screen.getByRole('link', { name: 'Download GPX' })).toHaveAttribute(
      'href',
      `/api/planner/trips/${ID}/gpx`,
    );
    // The same trip in the planner, stops and all.
    expect(screen.getByRole('link', { name: 'Plan this trip' })).toHaveAttribute(
      'href',
      `/planner?tripId=${ID}`,
    );
  });

  it('says a trip its owner unpublished is no longer shared', async () => {
    stubApi({
      [`/api/planner/trips/${ID}`]: [
        410,
        { error: 'This trip is no longer shared.', code: 'gone' },
      ],
    });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('This trip is no longer shared.');
  });

  it('says an unknown trip was not found', async () => {
    stubApi({
      [`/api/planner/trips/${ID}`]: [404, { error: 'Trip not found.', code: 'not_found' }],
    });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('This shared trip was not found.');
  });
});
