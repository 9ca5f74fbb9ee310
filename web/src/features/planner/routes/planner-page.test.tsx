import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '../../../components/toast';
import { handleApi } from '../../../testing/fetch-handler';
import type { ApiCall } from '../../../testing/fetch-handler';
import { renderElement, TEST_USER } from '../../../testing/render';
import {
  aPlan,
  aPublishedTrip,
  aRouteAnswer,
  BOISE,
  KETCHUM,
  places,
} from './planner-fixtures.test-data';
import { PlannerPage } from './planner-page';

const BOISE_NAME = 'Boise, Idaho, United States';
const KETCHUM_NAME = 'Ketchum, Idaho, United States';

type Answer = [number, unknown?];

/** The planner's server: places, routes (through the waypoints asked for) and the given extras. */
function plannerServer(extra: (call: ApiCall) => Answer | undefined = () => undefined) {
  return handleApi((call) => {
    const url = new URL(call.path, 'http://localhost');
    if (url.pathname === '/api/places/search') {
      const q = url.searchParams.get('q') ?? '';
      if ('boise'.startsWith(q.toLowerCase()))
        return [200, places(BOISE_NAME, [BOISE.lon, BOISE.lat])];
      return [200, places(KETCHUM_NAME, [KETCHUM.lon, KETCHUM.lat])];
    }
    if (call.method === 'POST' && url.pathname === '/api/planner/route') {
      const { waypoints } = call.body as {
        waypoints: { springId: number | null; lat: number; lon: number; name: string }[];
      };
      return [200, aRouteAnswer(waypoints.map((w) => w.springId ?? w))];
    }
    return extra(call);
  });
}

async function renderPlanner(path = '/planner') {
  return renderElement(
    <>
      <PlannerPage />
      <Toast />
    </>,
    { path, auth: TEST_USER },
  );
}

async function choosePlace(label: string, typed: string, name: string) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), typed);
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function generateBoiseToKetchum() {
  await choosePlace('Start', 'Boi', BOISE_NAME);
  await choosePlace('End', 'Ketc', KETCHUM_NAME);
  await userEvent.click(screen.getByRole('button', { name: 'Generate Route' }));
  await screen.findByText('Total drive time');
}

/** Plans Boise to Ketchum and saves it by `name`, the server answering the save with `answer()`. */
async function planAndSave(answer: () => Answer, name = 'Idaho soak') {
  const calls = plannerServer(({ path }) => (path === '/api/planner/plans' ? answer() : undefined));
  await renderPlanner();
  await generateBoiseToKetchum();
  await userEvent.type(screen.getByRole('textbox', { name: 'Plan name' }), name);
  await userEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
  return calls;
}

const routeCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/api/planner/route').map((c) => c.body);

describe('PlannerPage', () => {
  it('suggests places from the place search: 5 at most, only from 3 characters', async () => {
    const calls = plannerServer();
    await renderPlanner();
    const start = screen.getByRole('combobox', { name: 'Start' });
    await userEvent.type(start, 'Bo');
    // Longer than the typing pause: nothing is asked for two characters.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((c) => c.path.startsWith('/api/places'))).toEqual([]);

    await userEvent.type(start, 'i');
    const option = await screen.findByRole('option', { name: BOISE_NAME });
    const asked = calls.filter((c) => c.path.startsWith('/api/places')).map((c) => c.path);
    expect(asked).toEqual(['/api/places/search?q=Boi&limit=5&types=place%2Clocality']);
    expect(start).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(option);
    expect(start).toHaveValue(BOISE_NAME);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('chooses a suggestion with the keyboard', async () => {
    plannerServer();
    await renderPlanner();
    const start = screen.getByRole('combobox', { name: 'Start' });
    await userEvent.type(start, 'Boi');
    await screen.findByRole('option', { name: BOISE_NAME });
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: BOISE_NAME })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    expect(start).toHaveValue(BOISE_NAME);
  });

  it('asks for places chosen from the suggestions before generating', async () => {
    const calls = plannerServer();
    await renderPlanner();
    await userEvent.type(screen.getByRole('combobox', { name: 'Start' }), 'Boise');
    await userEvent.type(screen.getByRole('combobox', { name: 'End' }), 'Ketchum');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Route' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select valid start and end points from the suggestions.',
    );
    expect(routeCalls(calls)).toEqual([]);
  });

  it('generates the route, lists the springs along it and regenerates with a waypoint', async () => {
    const calls = plannerServer();
    await renderPlanner();
    expect(screen.getByRole('spinbutton', { name: 'Max distance (miles)' })).toHaveValue(20);
    await generateBoiseToKetchum();

    expect(routeCalls(calls)).toEqual([
      { startCoords: BOISE, endCoords: KETCHUM, waypoints: [], maxDistanceMiles: 20 },
    ]);
    const facts = screen.getByRole('region', { name: 'Your Route' });
    expect(facts).toHaveTextContent('Total drive time2 h 31 min');
    expect(facts).toHaveTextContent('Distance152 mi');
    expect(facts).toHaveTextContent('Natural Earth major and secondary highways (offline)');
    expect(facts).toHaveTextContent('From the start to the nearest highway, 0.7 mi');
    // Miles throughout: no kilometre anywhere on the page.
    expect(document.body.textContent).not.toMatch(/\bkm\b|km\/h/);

    const list = screen.getByRole('list', { name: 'Springs along the route' });
    const kirkham = within(list).getAllByRole('listitem')[0]!;
    expect(kirkham).toHaveTextContent('Kirkham Hot Springs');
    expect(kirkham).toHaveTextContent('2.3 mi from route · +12 min detour');

    await userEvent.click(within(kirkham).getByRole('button', { name: /^Add as Waypoint/ }));
    await waitFor(() => expect(routeCalls(calls)).toHaveLength(2));
    expect(routeCalls(calls)[1]).toEqual({
      startCoords: BOISE,
      endCoords: KETCHUM,
      waypoints: [{ springId: 5, lat: null, lon: null, name: null }],
      maxDistanceMiles: 20,
    });
    expect(await within(kirkham).findByText('On your route')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Stops on the way' })).toHaveTextContent(
      'Kirkham Hot Springs',
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Kirkham Hot Springs from the route' }),
    );
    await waitFor(() => expect(routeCalls(calls)).toHaveLength(3));
    expect(routeCalls(calls)[2]).toMatchObject({ waypoints: [] });
  });

  it('downloads the route on show as GPX by its route_id, named after its ends', async () => {
    const gpx = '<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1"></gpx>';
    const calls = handleApi((call) =>
      call.path === '/api/planner/route'
        ? [200, aRouteAnswer()]
        : [200, places(BOISE_NAME, [BOISE.lon, BOISE.lat])],
    );
    // The GPX comes as a file, not JSON: answered here, everything else by the JSON stub.
    const json = globalThis.fetch;
    const gpxBodies: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      if (!request.url.endsWith('/api/planner/route/gpx')) return json(request);
      gpxBodies.push(await request.json());
      return new Response(gpx, {
        headers: {
          'content-type': 'application/gpx+xml',
          'content-disposition':
            'attachment; filename="boise-idaho-united-states-to-boise-idaho-united-states.gpx"',
        },
      });
    });
    const files: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (files.push(blob), 'blob:gpx'),
        revokeObjectURL: () => undefined,
      }),
    );
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await renderPlanner();
    await choosePlace('Start', 'Boi', BOISE_NAME);
    await choosePlace('End', 'Boi', BOISE_NAME);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Route' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download GPX' }));
    await waitFor(() =>
      expect(names).toEqual(['boise-idaho-united-states-to-boise-idaho-united-states.gpx']),
    );
    // The route on show by its route_id, with the names the planner names the file after.
    expect(routeCalls(calls)).toHaveLength(1);
    expect(gpxBodies).toEqual([
      { route_id: aRouteAnswer().route_id, startPointName: BOISE_NAME, endPointName: BOISE_NAME },
    ]);
    const reader = new FileReader();
    const read = new Promise((resolve) => (reader.onload = () => resolve(reader.result)));
    reader.readAsText(files[0]!);
    expect(await read).toBe(gpx);
    click.mockRestore();
  });

  it('asks for start and end before adding a waypoint', async () => {
    plannerServer();
    await renderPlanner();
    await generateBoiseToKetchum();
    await userEvent.type(screen.getByRole('combobox', { name: 'End' }), 'x');
    await userEvent.click(screen.getAllByRole('button', { name: /^Add as Waypoint/ })[0]!);
    expect(await screen.findByText('Please set start and end points first.')).toBeInTheDocument();
  });

  it("says why a route failed: 'Failed to generate trip: ...'", async () => {
    handleApi(({ path }) =>
      path === '/api/planner/route'
        ? [
            400,
            {
              error: 'startCoords must be {"lat", "lon"} in decimal degrees.',
              code: 'validation_failed',
            },
          ]
        : path.startsWith('/api/places')
          ? [200, places(BOISE_NAME, [BOISE.lon, BOISE.lat])]
          : undefined,
    );
    await renderPlanner();
    await choosePlace('Start', 'Boi', BOISE_NAME);
    await choosePlace('End', 'Boi', BOISE_NAME);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Route' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to generate trip: startCoords must be {"lat", "lon"} in decimal degrees.',
    );
  });

  it('shows the route when the springs part failed, with its reason', async () => {
    handleApi(({ path }) =>
      path === '/api/planner/route'
        ? [
            200,
            {
              ...aRouteAnswer(),
              nearbySprings: [],
              nearbySpringsError: {
                status: 503,
                error: 'The springs could not be found right now.',
              },
            },
          ]
        : [200, places(BOISE_NAME, [BOISE.lon, BOISE.lat])],
    );
    await renderPlanner();
    await choosePlace('Start', 'Boi', BOISE_NAME);
    await choosePlace('End', 'Boi', BOISE_NAME);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Route' }));
    expect(
      await screen.findByText('The springs could not be found right now.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Total drive time')).toBeInTheDocument();
  });

  it('asks for a name, then a route, before saving', async () => {
    const calls = plannerServer();
    await renderPlanner();
    const save = screen.getByRole('button', { name: 'Save Plan' });
    await userEvent.click(save);
    expect(await screen.findByText('Please enter a name for your trip plan.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Plan name' }), 'Idaho soak');
    await userEvent.click(save);
    expect(await screen.findByText('Please generate a route before saving.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/planner/plans')).toEqual([]);
  });

  it('tells a member without premium that premium is required', async () => {
    await planAndSave(() => [
      403,
      { error: 'Saved plans need Premium.', code: 'premium_required' },
    ]);
    expect(await screen.findByText('Premium required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/profile/settings',
    );
  });

  it('asks a visitor whose session ended to sign up or log in', async () => {
    await planAndSave(() => [401, { error: 'You must be logged in.', code: 'unauthenticated' }]);
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  });

  it("saves the plan from the route answered, its stops named, or says 'Save failed: ...'", async () => {
    let answer: Answer = [500, { error: 'Database unavailable.', code: 'internal_error' }];
    const calls = await planAndSave(() => answer, '  Idaho soak ');
    expect(await screen.findByText('Save failed: Database unavailable.')).toBeInTheDocument();

    answer = [201, { id: '31' }];
    await userEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Trip plan saved!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the plan' })).toHaveAttribute(
      'href',
      '/my-plans/31',
    );
    const saved = calls.filter((c) => c.path === '/api/planner/plans').at(-1)!.body;
    // The planner keeps the route and its springs: the body names the route, not carries it.
    expect(saved).toEqual({
      name: 'Idaho soak',
      route_id: aRouteAnswer().route_id,
      waypoints: [{ name: BOISE_NAME }, { name: KETCHUM_NAME }],
    });
  });

  it('adds any place as a stop, reorders the stops with buttons and shows each leg', async () => {
    const calls = plannerServer();
    await renderPlanner();
    await generateBoiseToKetchum();
    await choosePlace('Add a stop (any city or town)', 'Ketc', KETCHUM_NAME);
    await waitFor(() => expect(routeCalls(calls)).toHaveLength(2));
    const place = { springId: null, lat: KETCHUM.lat, lon: KETCHUM.lon, name: KETCHUM_NAME };
    expect(routeCalls(calls)[1]).toMatchObject({ waypoints: [place] });
    const list = screen.getByRole('list', { name: 'Springs along the route' });
    const kirkham = within(list).getAllByRole('listitem')[0]!;
    await userEvent.click(within(kirkham).getByRole('button', { name: /^Add as Waypoint/ }));
    await waitFor(() => expect(routeCalls(calls)).toHaveLength(3));
    const spring = { springId: 5, lat: null, lon: null, name: null };
    expect(routeCalls(calls)[2]).toMatchObject({ waypoints: [place, spring] });

    // Moved by buttons (no dragging): Kirkham first, the route drawn again in that order.
    expect(screen.getByRole('button', { name: `Move ${KETCHUM_NAME} earlier` })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Kirkham Hot Springs earlier' }));
    await waitFor(() => expect(routeCalls(calls)).toHaveLength(4));
    expect(routeCalls(calls)[3]).toMatchObject({ waypoints: [spring, place] });

    // Each leg with its own distance and time: 245 km and 2 h 31 min over three legs.
    const legs = await screen.findByRole('list', { name: 'Stops in order' });
    await waitFor(() => expect(within(legs).getAllByRole('listitem')).toHaveLength(4));
    const [start, first, second, end] = within(legs).getAllByRole('listitem');
    expect(start).toHaveTextContent(`Start ${BOISE_NAME}Then 51 mi, 50 min to the next stop`);
    expect(first).toHaveTextContent('Waypoint 1 Spring 5');
    expect(second).toHaveTextContent(`Waypoint 2 ${KETCHUM_NAME}`);
    expect(end).toHaveTextContent(`End ${KETCHUM_NAME}`);
    expect(end).not.toHaveTextContent('mi');

    // The directions of each leg, under a heading naming its stops.
    const directions = screen.getByRole('region', { name: 'Directions' });
    expect(
      within(directions)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      `${BOISE_NAME} to Spring 5 51 mi, 50 min`,
      `Spring 5 to ${KETCHUM_NAME} 51 mi, 50 min`,
      `${KETCHUM_NAME} to ${KETCHUM_NAME} 51 mi, 50 min`,
    ]);
    const firstLeg = within(directions).getByRole('list', { name: /^Boise.* to Spring 5/ });
    expect(within(firstLeg).getAllByRole('listitem')[1]).toHaveTextContent(
      'You have arrived at your 1st destination',
    );
  });

  it('publishes the trip as a page anyone can open, and unpublishes it', async () => {
    const calls = plannerServer((call) => {
      if (call.method === 'POST' && call.path === '/api/planner/trips') {
        return [201, { id: 'Zx9_published-trip-id0' }];
      }
      if (call.method === 'DELETE') return [204];
      return undefined;
    });
    await renderPlanner();
    await generateBoiseToKetchum();
    await userEvent.click(screen.getByRole('button', { name: 'Share Trip' }));
    const link = await screen.findByRole('textbox', { name: /^Shared trip link/ });
    expect(link).toHaveValue(`${window.location.origin}/trips/Zx9_published-trip-id0`);
    expect(calls.find((c) => c.path === '/api/planner/trips')?.body).toEqual({
      name: `${BOISE_NAME} to ${KETCHUM_NAME}`,
      startPointName: BOISE_NAME,
      endPointName: KETCHUM_NAME,
      startCoords: BOISE,
      endCoords: KETCHUM,
      waypoints: [],
      maxDistanceMiles: 20,
      planId: null,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByRole('button', { name: 'Share Trip' })).toBeInTheDocument();
    expect(
      calls.some(
        (c) => c.method === 'DELETE' && c.path === '/api/planner/trips/Zx9_published-trip-id0',
      ),
    ).toBe(true);
  });

  it('edits a saved plan: its places and stops fill the planner, and Update Plan replaces it', async () => {
    const calls = plannerServer((call) => {
      if (call.path !== '/api/planner/plans/31') return undefined;
      return call.method === 'PUT' ? [200, { id: '31' }] : [200, aPlan()];
    });
    await renderPlanner('/planner?planId=31');
    await screen.findByText('Total drive time');
    expect(routeCalls(calls)[0]).toMatchObject({
      startCoords: BOISE,
      endCoords: KETCHUM,
      waypoints: [{ springId: 5, lat: null, lon: null, name: null }],
    });
    expect(screen.getByRole('list', { name: 'Stops on the way' })).toHaveTextContent('Spring 5');
    const name = screen.getByRole('textbox', { name: 'Plan name' });
    expect(name).toHaveValue('Idaho soak weekend');
    await userEvent.clear(name);
    await userEvent.type(name, 'Idaho, renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Update Plan' }));
    expect(await screen.findByText('Trip plan updated!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/planner/plans/31');
    expect(put?.body).toMatchObject({
      name: 'Idaho, renamed',
      route_id: aRouteAnswer([5]).route_id,
    });
    expect((put?.body as { waypoints: unknown[] }).waypoints).toHaveLength(3);
  });

  it('plans a shared trip again from its link: the same start, stops in order and end', async () => {
    const trip = aPublishedTrip();
    const calls = plannerServer((call) =>
      call.path === `/api/planner/trips/${trip.id}` ? [200, trip] : undefined,
    );
    await renderPlanner(`/planner?tripId=${trip.id}`);
    await screen.findByText('Total drive time');
    expect(routeCalls(calls)).toEqual([
      {
        startCoords: BOISE,
        endCoords: KETCHUM,
        waypoints: [
          { springId: null, lat: 39.55, lon: -107.32, name: 'Glenwood Springs, CO' },
          { springId: 5, lat: null, lon: null, name: null },
        ],
        maxDistanceMiles: 20,
      },
    ]);
    expect(screen.getByRole('combobox', { name: 'Start' })).toHaveValue(trip.start_point_name);
    expect(screen.getByRole('combobox', { name: 'End' })).toHaveValue(trip.end_point_name);
    const stops = screen.getByRole('list', { name: 'Stops on the way' });
    expect(
      within(stops)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Glenwood Springs, CO'),
      expect.stringContaining('Spring 5'),
    ]);
  });

  it('says a shared trip that is no longer shared, and plans nothing', async () => {
    const calls = plannerServer((call) =>
      call.path.startsWith('/api/planner/trips/')
        ? [410, { error: 'This trip is no longer shared.', code: 'gone' }]
        : undefined,
    );
    await renderPlanner(`/planner?tripId=${aPublishedTrip().id}`);
    expect(await screen.findByText('This trip is no longer shared.')).toBeInTheDocument();
    expect(routeCalls(calls)).toEqual([]);
  });

  it('asks for a route before sharing', async () => {
    plannerServer();
    await renderPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'Share Trip' }));
    expect(await screen.findByText('Please generate a route before sharing.')).toBeInTheDocument();
  });

  it('fills the form from the query parameters and runs the search at once', async () => {
    const calls = plannerServer();
    await renderPlanner(
      `/planner?start=${encodeURIComponent(BOISE_NAME)}&startCoords=43.615,-116.202` +
        `&end=${encodeURIComponent(KETCHUM_NAME)}&endCoords=43.681,-114.364&maxDistance=15`,
    );
    expect(await screen.findByText('Total drive time')).toBeInTheDocument();
    expect(routeCalls(calls)).toEqual([
      { startCoords: BOISE, endCoords: KETCHUM, waypoints: [], maxDistanceMiles: 15 },
    ]);
    expect(screen.getByRole('combobox', { name: 'Start' })).toHaveValue(BOISE_NAME);
    expect(screen.getByRole('spinbutton', { name: 'Max distance (miles)' })).toHaveValue(15);
  });

  it('opens a share link: the saved search fills the form and runs', async () => {
    const calls = plannerServer(({ path }) =>
      path === '/api/planner/saved-searches/abc'
        ? [
            200,
            {
              id: 'abc',
              start: BOISE_NAME,
              startCoords: BOISE,
              end: KETCHUM_NAME,
              endCoords: KETCHUM,
              maxDistance: 30,
              created_at: '2026-05-04T10:00:00.000Z',
            },
          ]
        : undefined,
    );
    await renderPlanner('/planner?searchId=abc');
    expect(await screen.findByText('Total drive time')).toBeInTheDocument();
    expect(routeCalls(calls)).toEqual([
      { startCoords: BOISE, endCoords: KETCHUM, waypoints: [], maxDistanceMiles: 30 },
    ]);
    expect(screen.getByRole('combobox', { name: 'End' })).toHaveValue(KETCHUM_NAME);
  });

  it('says so when a share link is no longer kept', async () => {
    plannerServer();
    await renderPlanner('/planner?searchId=gone');
    expect(
      await screen.findByText('This shared search was not found; it may have expired.'),
    ).toBeInTheDocument();
  });

  it('says so in the planner’s words when a share link has expired', async () => {
    const expired =
      'This shared search has expired: a share link lasts 365 days after it was last opened.';
    plannerServer((call) =>
      call.path === '/api/planner/saved-searches/old'
        ? [410, { error: expired, code: 'gone' }]
        : undefined,
    );
    await renderPlanner('/planner?searchId=old');
    expect(await screen.findByText(expired)).toBeInTheDocument();
  });
});
