import { springsApi } from '../features/springs';
import { aSpring } from '../testing/spring-fixtures';
import { pageState, readServerState, serverStateScript } from './server-state';
import { createServerStore, createStore } from './store';

const SPRING = aSpring({ id: 746, name: 'Kirkham Hot Springs' });

/** The state script of a server render that read the spring's page answer. */
async function renderedStateScript(): Promise<string> {
  const store = createServerStore({ serverRead: async () => ({ status: 200, body: SPRING }) });
  await store.dispatch(springsApi.endpoints.getSpring.initiate(String(SPRING.id)));
  const { queries, provided } = store.getState().api;
  return serverStateScript(pageState(queries, provided));
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

test('the same answers make the same page, byte for byte', async () => {
  const first = await renderedStateScript();
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(await renderedStateScript()).toBe(first);
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
