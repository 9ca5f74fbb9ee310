import assert from 'node:assert/strict';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { call } from './testing/http-client';
import { RunningGateway, startGateway } from './testing/gateway-process';
import { closedPortUrl } from './testing/upstream-server';

const answer = (description: string) => ({ responses: { '200': { description } } });

// What each stand-in service describes. springs also describes a path the gateway routes to
// reviews, and an operator's path the gateway does not route at all: neither may reach the merge.
const DOCUMENTS: Record<string, object> = {
  springs: {
    openapi: '3.1.0',
    info: { title: 'springs', version: '1' },
    paths: {
      '/api/springs': { get: { tags: ['Springs'], ...answer('the list') } },
      '/api/springs/{id}/favorite': {
        post: answer('saved'),
        delete: { responses: { '204': { description: 'removed' } } },
      },
      '/api/springs/{id}/reviews': { get: answer('not the springs service to answer') },
      '/internal/cache': { get: answer('for operators') },
    },
    components: { schemas: { 'hotsprings.springs.v1.Spring': { type: 'object' } } },
  },
  auth: {
    openapi: '3.1.0',
    info: { title: 'auth', version: '1' },
    paths: {
      '/api/auth/login': { post: { tags: ['Auth'], ...answer('signed in') } },
      '/api/users/{username}': { get: answer('a profile') },
    },
  },
};

/** A stand-in service that serves only its API description. */
async function describedService(name: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.url !== '/openapi.json') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(DOCUMENTS[name]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the API description at /api/openapi.json and /api/docs', () => {
  let springs: Awaited<ReturnType<typeof describedService>>;
  let auth: Awaited<ReturnType<typeof describedService>>;
  let gateway: RunningGateway;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the document freely
  let document: any;

  before(async () => {
    springs = await describedService('springs');
    auth = await describedService('auth');
    // The reviews service is down.
    gateway = await startGateway({
      SPRINGS_URL: springs.url,
      AUTH_URL: auth.url,
      REVIEWS_URL: await closedPortUrl(),
    });
    const res = await call(`${gateway.url}/api/openapi.json`);
    assert.equal(res.status, 200, res.body.toString());
    document = res.json();
  });
  after(async () => {
    await gateway?.stop();
    springs?.server.close();
    auth?.server.close();
  });

  test("one OpenAPI 3.1 document holds the services' paths the gateway routes to them", () => {
    assert.equal(document.openapi, '3.1.0');
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/auth/login',
      '/api/docs',
      '/api/openapi.json',
      '/api/springs',
      '/api/springs/{id}/favorite',
      '/api/users/{username}',
    ]) {
      assert.ok(paths.includes(path), path);
    }
    // Described by springs, but routed to reviews, or not routed at all.
    assert.ok(!paths.includes('/api/springs/{id}/reviews'));
    assert.ok(!paths.includes('/internal/cache'));
    assert.deepEqual(document.components.schemas['hotsprings.springs.v1.Spring'], {
      type: 'object',
    });
    assert.deepEqual(document.components.schemas.Error.required, ['error', 'code']);
    const tags = document.tags.map((t: { name: string }) => t.name);
    assert.deepEqual(
      tags.filter((tag: string) => ['Auth', 'Documentation', 'Springs'].includes(tag)),
      ['Auth', 'Documentation', 'Springs'],
    );
  });

  test('routes the gateway guards need the session cookie and may answer 401; limited ones 429', () => {
    const favorite = document.paths['/api/springs/{id}/favorite'];
    for (const method of ['post', 'delete']) {
      assert.deepEqual(favorite[method].security, [{ session: [] }], method);
      assert.equal(favorite[method].responses['401'].description, 'You must be logged in.');
      assert.ok(
        favorite[method].responses['429'],
        `${method}: each member's favorites are limited`,
      );
    }
    assert.deepEqual(document.components.securitySchemes.session, {
      type: 'apiKey',
      in: 'cookie',
      name: 'hs_session',
    });
    const list = document.paths['/api/springs'].get;
    assert.equal(list.security, undefined);
    assert.equal(list.responses['401'], undefined);
    assert.ok(document.paths['/api/auth/login'].post.responses['429']);
    assert.equal(list.responses['429'], undefined);
    assert.ok(list.responses['503'] && list.responses['504']);
  });

  test('a service that does not answer is named, and the others are still described', () => {
    assert.match(document.info.description, /these services did not answer: .*\breviews\b/);
    assert.doesNotMatch(document.info.description, /did not answer: .*\b(springs|auth)\b/);
  });

  test('/api/docs is Swagger UI on the document, with no inline script for the CSP to refuse', async () => {
    for (const path of ['/api/docs', '/api/docs/', '/API/Docs']) {
      const page = await call(`${gateway.url}${path}`);
      assert.equal(page.status, 200, path);
      assert.match(String(page.headers['content-type']), /^text\/html/);
      const html = page.body.toString();
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      assert.ok(scripts.length > 0);
      for (const [, attributes, body] of scripts) {
        assert.match(attributes ?? '', /\ssrc="\/api\/docs\/[\w.-]+\.js"/);
        assert.equal(body?.trim(), '');
      }
      assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
    }
    const initializer = await call(`${gateway.url}/api/docs/swagger-initializer.js`);
    assert.match(initializer.body.toString(), /url: '\/api\/openapi\.json'/);
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png']) {
      const res = await call(`${gateway.url}/api/docs/${file}`);
      assert.equal(res.status, 200, file);
      assert.ok(res.body.length > 0, file);
    }
  });

  test('anything else under /api/docs is a 404, and only reading is allowed', async () => {
    const missing = await call(`${gateway.url}/api/docs/../../package.json`);
    assert.equal(missing.status, 404);
    const unknown = await call(`${gateway.url}/api/docs/index.css`);
    assert.deepEqual(
      [unknown.status, unknown.json()],
      [404, { error: 'Not found.', code: 'not_found' }],
    );
    const posted = await call(`${gateway.url}/api/openapi.json`, { method: 'POST' });
    assert.equal(posted.status, 405);
  });
});
