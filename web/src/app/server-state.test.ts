import { springsApi } from '../features/springs';
import { aSpring } from '../testing/spring-fixtures';
import { pageState, readServerState, serverStateScript } from './server-state';
import { createServerStore, createStore } from './store';

const SPRING = aSpring({ id: 746, name: 'Kirkham Hot Springs' });

const POPULAR = [aSpring({ id: 747, name: 'Goldbug Hot Springs' }), SPRING];

/** The state script of a server render that read a spring and the popular springs, in either order. */
async function renderedStateScript(popularFirst = true): Promise<string> {
  const serverRead = async (path: string) => {
    const popular = path.endsWith('/popular');
    await new Promise((resolve) => setTimeout(resolve, popular === popularFirst ? 0 : 20));
    return { status: 200, body: popular ? POPULAR : SPRING };
  };
  const store = createServerStore({ serverRead });
  await Promise.all([
    store.dispatch(springsApi.endpoints.getSpring.initiate(String(SPRING.id))),
    store.dispatch(springsApi.endpoints.getPopularSprings.initiate()),
  ]);
  const { queries, provided } = store.getState().api;
  return serverStateScript(pageState(queries, provided));
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

test('the same answers make the same page, byte for byte, whichever arrived first', async () => {
  const first = await renderedStateScript(true);
  expect(await renderedStateScript(false)).toBe(first);
  expect(first).toContain('Kirkham Hot Springs');
  expect(first).not.toMatch(/requestId|TimeStamp/);
});

test("the browser takes the page's answers as fetched, and does not ask for them again", async () => {
  document.body.innerHTML = await renderedStateScript();
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const store = createStore(readServerState());
  const answer = await store.dispatch(springsApi.endpoints.getSpring.initiate(String(SPRING.id)));
  expect(answer.data).toEqual(SPRING);
  expect(fetch).not.toHaveBeenCalled();
});
