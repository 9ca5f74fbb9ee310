/** Answers the app's API calls from a table of path -> [status, body]; anything else is a 404. */
export function stubApi(routes: Record<string, [number, unknown]>) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const [status, body] = routes[url.pathname + url.search] ?? [
      404,
      { error: 'Not found', code: 'not_found' },
    ];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** A fetch that never answers, for what a page shows while its call runs. */
export function stubApiPending() {
  const fetchStub = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** A fetch that fails as the browser's does when no answer can come (no network). */
export function stubApiOffline() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
}
