import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { SERVICES } from '@hotsprings/contracts';
// The gateway's own matcher, so that a path counts as routed exactly when the gateway routes it.
import { compileRoutePattern } from '../../gateway/plugin/dist/lib/route-pattern';
// The path parameters every service route takes, as the hostile-input tests fill them.
import type { RouteFixtures } from '@hotsprings/system-tests/service-routes';
import { baseUrl, useBrowser } from './browser';
import { newUser } from './support/accounts';
import { solidPng } from './support/png';

// The API description at /api/openapi.json against what the gateway really routes: every path
// the gateway sends to a service (proto/src/services.ts) is described, and every route described answers.

const browser = useBrowser();

interface Operation {
  summary?: string;
  requestBody?: unknown;
}
interface ApiDocument {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
}
const WRITES = ['post', 'put', 'patch', 'delete'];

let document: ApiDocument;

before(async () => {
  const res = await fetch(`${baseUrl}/api/openapi.json`);
  assert.equal(res.status, 200);
  document = (await res.json()) as ApiDocument;
});

// What to do when a service's routes are not described: said in the failure itself.
const HOW_TO_DESCRIBE = `The gateway merges the /openapi.json of every service a pipeline proxies to,
which the kit (createServiceApp) builds from the service's controllers. For each service above:
- list it in proto/src/services.ts, so that the stack of these tests runs it (if /api/openapi.json
  says the service did not answer, it was not running or failed to start);
- describe its routes as docs/adding-a-service.md says: @ApiTags and @ApiOperation from
  @nestjs/swagger on its controllers, the kit's @ApiAnswer(status, <Message>Schema) for each answer
  and @ApiError(status, text) for each error; @ValidBody and @ValidQuery describe the input
  themselves, the kit's TakesImage(field) a form with an image;
- add the real values of its path parameters (e.g. 'posts/{id}') to PARAMETERS below, made in
  memberFixtures, so that the next test can call each of its routes.`;

test('every path the gateway routes to a service is described', () => {
  const described = Object.keys(document.paths);
  const missing = SERVICES.flatMap(({ name: service, paths }) =>
    paths
      // `/api/places` beside `/api/places/*` only sends the bare prefix to the service too.
      .filter((path) => !paths.includes(`${path}/*`))
      .filter((path) => !described.some(compileRoutePattern(path)))
      .map((path) => `${path} (proxied to the ${service} service)`),
  );
  assert.deepEqual(
    missing,
    [],
    `/api/openapi.json describes no route under:\n${missing.join('\n')}\n\n${HOW_TO_DESCRIBE}\n\n` +
      `The document says: ${document.info.description}`,
  );
});

/** Real values for the path parameters of the described routes, and the member's session. */
interface Fixtures extends RouteFixtures {
  cookie: string;
}

// Which fixture fills a parameter, by the path segment before it and its name.
const PARAMETERS: Record<string, keyof Fixtures> = {
  'springs/{id}': 'springId',
  'reviews/{id}': 'reviewId',
  'reports/{id}': 'reportId',
  'users/{username}': 'username',
  'reviews/{file}': 'photo',
  'posts/{id}': 'postId',
  'comments/{id}': 'commentId',
  'community/{file}': 'postImage',
  'plans/{planId}': 'planId',
  'saved-searches/{id}': 'searchId',
  'trips/{id}': 'tripId',
};

function fill(path: string, fixtures: Fixtures): string {
  return path.replace(/([\w-]+)\/\{(\w+)\}/g, (_whole, segment: string, name: string) => {
    const fixture = PARAMETERS[`${segment}/{${name}}`];
    assert.ok(
      fixture && fixtures[fixture],
      `${path}: no real value for {${name}} after /${segment}/. Add one to PARAMETERS in ` +
        'e2e/src/api-docs.test.ts (and make it in memberFixtures), so that this test can call the route.',
    );
    return `${segment}/${encodeURIComponent(fixtures[fixture])}`;
  });
}

/** Writes a form as `cookie`'s member; the JSON answer. */
async function postForm(path: string, cookie: string, form: FormData) {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { cookie }, body: form });
  const body = (await res.json()) as { id: string; image_url: string | null };
  assert.equal(res.status, 201, `${path}: ${JSON.stringify(body)}`);
  return body;
}

const withImage = (fields: Record<string, string>, field: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(field, new Blob([solidPng()], { type: 'image/png' }), 'pool.png');
  return form;
};

const fileOf = (url: string | null) => url?.split('/').pop() ?? '';

/**
 * A member with a review and a condition report of a spring (with a photo), and, where the forum is described, a post
 * (with an image) and a comment on it.
 */
async function memberFixtures(): Promise<Fixtures> {
  const user = newUser('apidocs');
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  assert.equal(registered.status, 201, await registered.clone().text());
  const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const springs = (await (await fetch(`${baseUrl}/api/springs?state=MT`)).json()) as Array<{
    id: number;
  }>;
  const springId = String(springs[0]?.id);
  const review = await postForm(
    `/api/springs/${springId}/reviews`,
    cookie,
    withImage({ rating: '5' }, 'reviewImage'),
  );
  const report = await fetch(`${baseUrl}/api/springs/${springId}/reports`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ visited_on: new Date().toISOString().slice(0, 10), status: 'open' }),
  });
  assert.equal(report.status, 201, await report.clone().text());
  const forum = { postId: '', commentId: '', postImage: '' };
  if (document.paths['/api/community/posts']?.post) {
    const post = await postForm(
      '/api/community/posts',
      cookie,
      withImage({ title: 'Warm water', content: 'Worth the walk.' }, 'postImage'),
    );
    const comment = await fetch(`${baseUrl}/api/community/posts/${post.id}/comments`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Agreed.' }),
    });
    assert.equal(comment.status, 201, await comment.clone().text());
    forum.postId = post.id;
    forum.commentId = ((await comment.json()) as { id: string }).id;
    forum.postImage = fileOf(post.image_url);
  }
  // A share link's search; a saved plan needs premium, which this member has not (403, not 404).
  const planner = { planId: '1', searchId: '', tripId: '' };
  if (document.paths['/api/planner/saved-searches']?.post) {
    const saved = await fetch(`${baseUrl}/api/planner/saved-searches`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        start: 'Boise',
        startCoords: { lat: 43.615, lon: -116.2023 },
        end: 'Ketchum',
        endCoords: { lat: 43.6807, lon: -114.3637 },
        maxDistance: 20,
      }),
    });
    assert.equal(saved.status, 201, await saved.clone().text());
    planner.searchId = ((await saved.json()) as { id: string }).id;
  }
  if (document.paths['/api/planner/trips']?.post) {
    const published = await fetch(`${baseUrl}/api/planner/trips`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Boise to Ketchum',
        startCoords: { lat: 43.615, lon: -116.2023 },
        endCoords: { lat: 43.6807, lon: -114.3637 },
        maxDistanceMiles: 20,
      }),
    });
    assert.equal(published.status, 201, await published.clone().text());
    planner.tripId = ((await published.json()) as { id: string }).id;
  }
  return {
    springId,
    reviewId: review.id,
    reportId: ((await report.json()) as { id: string }).id,
    username: user.username,
    photo: fileOf(review.image_url),
    ...forum,
    ...planner,
    cookie,
  };
}

test('every described route answers, signed in, with real ids: none is a 404', async () => {
  const fixtures = await memberFixtures();
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
  // What removes goes last, a comment before its post, and signing out after everything.
  const rank = ({ path, method }: { path: string; method: string }) =>
    path === '/api/auth/logout' ? 2 : method === 'delete' ? 1 : 0;
  operations.sort((a, b) => rank(a) - rank(b) || (rank(a) ? a.path.localeCompare(b.path) : 0));
  const answered: string[] = [];
  for (const { path, method, operation } of operations) {
    const url = `${baseUrl}${fill(path, fixtures)}`;
    const res = await fetch(url, {
      method: method.toUpperCase(),
      headers: {
        cookie: fixtures.cookie,
        ...(operation.requestBody ? { 'content-type': 'application/json' } : {}),
      },
      body: WRITES.includes(method) && operation.requestBody ? '{}' : undefined,
    });
    // An event stream stays open: its status is its answer.
    const body = res.headers.get('content-type')?.startsWith('text/event-stream')
      ? await res.body?.cancel()
      : await res.text();
    answered.push(`${method.toUpperCase()} ${path}: ${res.status} ${body ?? ''}`);
  }
  const notFound = answered.filter((line) => / 404 /.test(line));
  assert.deepEqual(notFound, [], answered.join('\n').slice(0, 4000));
  assert.ok(operations.length >= 20, `${operations.length} operations described`);
});

test('/api/docs shows every described route in the browser, within the site CSP', async () => {
  const page = await browser.newPage();
  await page.goto('/api/docs');
  await page.getByRole('heading', { name: /Hot Springs API/ }).waitFor();
  const count = Object.values(document.paths).reduce(
    (sum, item) => sum + Object.keys(item).length,
    0,
  );
  const blocks = page.locator('.opblock');
  await blocks.nth(count - 1).waitFor();
  assert.equal(await blocks.count(), count);
  // An operation opens to its parameters and answers, schemas included.
  await page.locator('.opblock-summary-path', { hasText: /^\/api\/springs\/\{id\}$/ }).click();
  await page.getByText('hotsprings.springs.v1.Spring', { exact: false }).first().waitFor();
});
