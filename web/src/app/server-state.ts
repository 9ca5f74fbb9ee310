import { api } from '../lib/api';

/** The id of the script that carries the server's answers to a page's first reads. */
export const SERVER_STATE_ID = 'server-state';

type Queries = Record<string, object | undefined>;

/** RTK Query's marks of the request that fetched an answer. */
const REQUEST_MARKS = new Set(['requestId', 'startedTimeStamp', 'fulfilledTimeStamp']);

/**
 * The API answers a server render read, as its page carries them: without RTK Query's marks of
 * the server's own requests (their ids and times), so that the same answers make the same page,
 * byte for byte, and a browser holding it gets 304 from the page's ETag.
 */
export function pageState(queries: Queries, provided: unknown): object {
  // Each answer as it came (its lists keep their order); the answers and the tags in order of name.
  const answers = Object.fromEntries(
    Object.keys(queries)
      .sort()
      .map((key) => [
        key,
        Object.fromEntries(
          Object.entries(queries[key] ?? {}).filter(([field]) => !REQUEST_MARKS.has(field)),
        ),
      ]),
  );
  return { [api.reducerPath]: { queries: answers, provided: inOrder(provided), mutations: {} } };
}

/**
 * The tags the answers provide, with every object's keys in order and its lists of names (the
 * answers that provide a tag) sorted: the same whichever answer arrived first.
 */
function inOrder(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(inOrder);
    return items.every((item) => typeof item === 'string') ? items.sort() : items;
  }
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, inOrder((value as Record<string, unknown>)[key])]),
  );
}

/** The script tag of the server's state: JSON with `<` escaped, so no `</script>` can end it. */
export function serverStateScript(state: object): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`;
}

/**
 * The state the server sent with its HTML, if it rendered the page, each answer marked as fetched
 * by this page load: RTK Query asks again for an answer it has no fetch time for.
 */
export function readServerState(): object | undefined {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return undefined;
  const state = JSON.parse(script.textContent) as Record<string, { queries?: Queries }>;
  const loadedAt = Date.now();
  for (const answer of Object.values(state[api.reducerPath]?.queries ?? {}))
    Object.assign(answer ?? {}, {
      requestId: SERVER_STATE_ID,
      startedTimeStamp: loadedAt,
      fulfilledTimeStamp: loadedAt,
    });
  return state;
}
