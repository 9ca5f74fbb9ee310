import { act, screen, waitFor } from '@testing-library/react';
import { handleApi } from '../../../testing/fetch-handler';
import { renderElement } from '../../../testing/render';
import { aSpring } from '../../../testing/spring-fixtures';
import { useGetSpringQuery } from '../api/springs.api';
import { SPRING_CHANGES_URL } from './spring-change-feed';
import { useSpringChanges } from './use-spring-changes';

/** EventSource as the browser drives it, moved by the test: opened, told, dropped, refused. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }
  change(version: string) {
    const data = JSON.stringify({ version });
    this.dispatchEvent(new MessageEvent('springs-changed', { data }));
  }
  /** The connection dropped: the browser tries again by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }
  /** The gateway refused it (503): the browser gives up. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const latestSource = () => FakeEventSource.made.at(-1)!;

/** The spring's rating as the springs service has it now; counts the page's fetches of it. */
function serveSpring() {
  const spring = { rating: 4, fetches: 0 };
  const calls = handleApi(({ path }) => {
    if (path !== '/api/springs/12') return undefined;
    spring.fetches += 1;
    return [200, aSpring({ id: 12, average_rating: spring.rating })];
  });
  return { spring, calls };
}

function SpringRating({ follow = true }: { follow?: boolean }) {
  return follow ? <FollowedRating /> : <Rating />;
}
function FollowedRating() {
  useSpringChanges();
  return <Rating />;
}
function Rating() {
  const { data } = useGetSpringQuery('12');
  return <p>{data ? `Rated ${data.average_rating}` : 'Loading'}</p>;
}

const focusPage = () => act(() => void window.dispatchEvent(new Event('focus')));

describe('useSpringChanges', () => {
  beforeEach(() => {
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches the springs shown again when the gateway says they changed, and only then', async () => {
    const { spring } = serveSpring();
    await renderElement(<SpringRating />);
    await screen.findByText('Rated 4');
    expect(FakeEventSource.made.map((source) => source.url)).toEqual([SPRING_CHANGES_URL]);
    act(() => latestSource().open());

    // The review was written: nothing to see until springs has applied it and says so.
    spring.rating = 4.5;
    focusPage();
    expect(spring.fetches).toBe(1);
    act(() => latestSource().change('2'));
    await screen.findByText('Rated 4.5');
    expect(spring.fetches).toBe(2);

    // The same version again (another replica's word for that change) fetches nothing.
    act(() => latestSource().change('2'));
    act(() => latestSource().change('3'));
    await waitFor(() => expect(spring.fetches).toBe(3));
  });

  it('keeps one stream for the page however many follow, and closes it when the last one goes', async () => {
    serveSpring();
    const first = await renderElement(<SpringRating />);
    const second = await renderElement(<SpringRating />);
    expect(FakeEventSource.made).toHaveLength(1);
    first.unmount();
    expect(latestSource().readyState).not.toBe(FakeEventSource.CLOSED);
    second.unmount();
    expect(latestSource().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('after a dropped stream, asks again on focus and once the browser has it back', async () => {
    const { spring } = serveSpring();
    await renderElement(<SpringRating />);
    await screen.findByText('Rated 4');
    act(() => latestSource().open());
    act(() => latestSource().drop());
    expect(spring.fetches).toBe(1);

    spring.rating = 3.5;
    focusPage();
    await screen.findByText('Rated 3.5');
    // The browser retries this one itself: no second stream.
    expect(FakeEventSource.made).toHaveLength(1);

    spring.rating = 3;
    act(() => latestSource().open());
    await screen.findByText('Rated 3');
    expect(spring.fetches).toBe(3);
  });

  it('after a refused stream, asks again on focus and opens a new one', async () => {
    const { spring } = serveSpring();
    await renderElement(<SpringRating />);
    await screen.findByText('Rated 4');
    act(() => latestSource().refuse());

    spring.rating = 5;
    focusPage();
    await screen.findByText('Rated 5');
    expect(FakeEventSource.made).toHaveLength(2);

    // Told again from then on; focus no longer fetches.
    act(() => latestSource().open());
    await waitFor(() => expect(spring.fetches).toBe(3));
    focusPage();
    act(() => latestSource().change('9'));
    await waitFor(() => expect(spring.fetches).toBe(4));
  });

  it('a hidden tab lets go of its stream, and catches up once shown again', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const showPage = (state: DocumentVisibilityState) => {
      visibility = state;
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };
    const { spring } = serveSpring();
    await renderElement(<SpringRating />);
    await screen.findByText('Rated 4');
    act(() => latestSource().open());

    showPage('hidden');
    expect(latestSource().readyState).toBe(FakeEventSource.CLOSED);
    spring.rating = 1.5;
    showPage('visible');
    await screen.findByText('Rated 1.5');
    expect(FakeEventSource.made).toHaveLength(2);
    act(() => latestSource().open());
    act(() => latestSource().change('5'));
    await waitFor(() => expect(spring.fetches).toBe(4));
  });

  it('without EventSource, the springs shown are fetched again on focus', async () => {
    vi.stubGlobal('EventSource', undefined);
    const { spring } = serveSpring();
    await renderElement(<SpringRating />);
    await screen.findByText('Rated 4');
    spring.rating = 2;
    focusPage();
    await screen.findByText('Rated 2');
  });

  it('a page that does not follow the changes keeps what it fetched', async () => {
    const { spring } = serveSpring();
    await renderElement(<SpringRating follow={false} />);
    await screen.findByText('Rated 4');
    expect(FakeEventSource.made).toHaveLength(0);
    focusPage();
    expect(spring.fetches).toBe(1);
  });
});
