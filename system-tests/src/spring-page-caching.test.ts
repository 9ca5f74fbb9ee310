import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import type { SpringJson } from '@hotsprings/contracts';
import { startTestNatsServer } from '@hotsprings/service-kit/testing';
import { registerMember, startAuthService } from './support/auth-service';
import { startGateway } from './support/gateway';
import { serviceDist, startServiceBesideStack } from './support/service-beside-stack';
import { runNode } from './support/service-process';
import { useStartedInOrder } from './support/started-in-order';

// The first spring of the NOAA list, as the import numbers it.
const SPRING = '/api/springs/1';

const site = useStartedInOrder('springs and auth behind the gateway', async (keep) => {
  const nats = keep(await startTestNatsServer());
  const springs = keep(await startServiceBesideStack('springs', nats.url));
  await runNode(join(serviceDist('springs'), 'import', 'import-springs.cli.js'), {
    DATABASE_URL: springs.databaseUrl,
  });
  const auth = keep(await startAuthService(nats.url));
  const gateway = keep(
    await startGateway({
      services: { springs: springs.process.url, auth: auth.auth.url },
      sessionSecret: auth.sessionSecret,
      natsUrl: nats.url,
      // Behind a TLS proxy on this machine, which says how the browser came (X-Forwarded-Proto).
      env: { TRUST_PROXY: 'loopback' },
    }),
  );
  return { gateway };
});

test("an anonymous visitor's spring page is cached like the map's list: public, by ETag, per cookie", async () => {
  const first = await fetch(`${site.gateway.gateway.url}${SPRING}`);
  assert.equal(first.status, 200);
  assert.equal(
    first.headers.get('cache-control'),
    'public, max-age=0, must-revalidate, no-transform',
  );
  assert.match(String(first.headers.get('vary')), /\bCookie\b/);
  assert.equal(((await first.json()) as SpringJson).userFavorite, null);
  const etag = String(first.headers.get('etag'));
  const again = await fetch(`${site.gateway.gateway.url}${SPRING}`, {
    headers: { 'if-none-match': etag },
  });
  assert.equal(again.status, 304);
});

test("a member's spring page, with their favorite, stays private; their session cookie is Secure over https", async () => {
  const { setCookie, cookie } = await registerMember(site.gateway.gateway.url, 'cachetester', {
    headers: { 'x-forwarded-proto': 'https' },
  });
  assert.match(setCookie, /^hs_session=[^;]+;.*; Secure$/i);

  const favorite = await fetch(`${site.gateway.gateway.url}${SPRING}/favorite`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ category: 'Visited' }),
  });
  assert.equal(favorite.status, 200, await favorite.text());
  const page = await fetch(`${site.gateway.gateway.url}${SPRING}`, { headers: { cookie } });
  assert.equal(page.status, 200);
  assert.equal(page.headers.get('cache-control'), 'private, no-store');
  assert.equal(page.headers.get('etag'), null);
  assert.deepEqual(((await page.json()) as SpringJson).userFavorite, {
    isFavorite: true,
    category: 'visited',
  });
});
