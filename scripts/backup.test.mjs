// The backup round trip on the real stack: members write reviews (one with a photo), a vote,
// a favorite, a forum post with an image and a comment, a saved plan, and one is premium by a
// referral code; the API's answers are read, every store is backed up, wiped, and restored, and
// the same requests then answer exactly the same, photos byte for byte, with every projected
// figure equal to what its owner's records imply. Then stores of different moments (springs older
// than reviews) are restored: the figures are wrong until `reproject` rebuilds them.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { backup, backupStores, restore, verifiedManifest } from './backup.mjs';
import { projectionMismatches } from './projection-check.mjs';
import { reproject } from './reproject.mjs';
import {
  demoReferralCode,
  importSprings,
  stackConfig,
  startProcess,
  startStack,
  withPrivateNats,
} from './stack.mjs';
import { stopChild } from './supervisor.mjs';

const require = createRequire(import.meta.url);
const { dropDatabase } = require('@hotsprings/service-kit/core');
const sharp = require(
  require.resolve('sharp', { paths: [join(import.meta.dirname, '..', 'libs', 'service-kit')] }),
);

// Its own ports (BACKUP_TEST_PORT_BASE moves them), databases, uploads folders and NATS server.
const portBase = Number(process.env.BACKUP_TEST_PORT_BASE ?? 4300);
const suffix = `_backup_test_${randomBytes(3).toString('hex')}`;
const config = stackConfig({ gatewayPort: portBase + 80, portBase, dbSuffix: suffix });
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Its members have the ids of every other stack's on this Redis (each starts them at 1 again),
// whose counts last a day: the gateway lifts the per-member limits, as the browser tests' and the
// benchmarks' do, so that what other stacks wrote today cannot refuse this one's writes.
const { NO_MEMBER_LIMITS } = require('../gateway/plugin/dist/config/gateway-env.schema.js');
for (const proc of config.processes)
  Object.assign(
    proc.env,
    { REDIS_URL: redisUrl, LOG_LEVEL: 'warn' },
    proc.name === 'gateway' ? NO_MEMBER_LIMITS : {},
  );
const env = { ...process.env, MONGODB_URL: '', S3_BUCKET: '' };
const stores = backupStores(config, env);
const folder = mkdtempSync(join(tmpdir(), 'hotsprings-backup-'));
const quiet = { env, log: () => {} };
let nats;
let stack;

async function wipeStores() {
  for (const store of stores) {
    if (store.kind === 'postgres') await dropDatabase(store.url);
    else rmSync(store.dir, { recursive: true, force: true });
  }
}

before(async () => {
  nats = await withPrivateNats(config);
  importSprings(config);
  stack = await startStack(config, { logs: 'ignore' });
});
after(async () => {
  await stack?.stop();
  await nats?.dispose();
  await wipeStores();
  rmSync(folder, { recursive: true, force: true });
});

async function call(method, path, { cookie, body } = {}) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${config.address}${path}`, {
    method,
    headers: {
      ...(cookie && { cookie }),
      ...(body && !isForm && { 'content-type': 'application/json' }),
    },
    body: body && (isForm ? body : JSON.stringify(body)),
  });
  const text = await res.text();
  assert.ok(res.ok, `${method} ${path}: ${res.status} ${text}`);
  return { res, body: text ? JSON.parse(text) : undefined };
}

async function register(name, referralCode) {
  const username = `${name}_${randomBytes(3).toString('hex')}`;
  const { res, body } = await call('POST', '/api/auth/register', {
    body: { username, email: `${username}@example.com`, password: 'soak-warm-42', referralCode },
  });
  return { username, id: body.user.id, cookie: res.headers.getSetCookie()[0].split(';')[0] };
}

const BOISE = { lat: 43.615, lon: -116.2023 };
const KETCHUM = { lat: 43.6807, lon: -114.3637 };
const PLAN = {
  name: 'Boise to Ketchum',
  waypoints: [{ name: 'Boise, ID' }, { name: 'Ketchum, ID' }],
};

/** Writes what members write and returns the requests whose answers must survive. */
async function writeEverything() {
  const alice = await register('alice', demoReferralCode(config));
  const bob = await register('bob');
  const [spring] = (await call('GET', '/api/springs/popular')).body;
  const photo = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c63' } })
    .jpeg()
    .toBuffer();
  const review = new FormData();
  for (const [name, value] of Object.entries({
    rating: 4,
    comment: 'Warm.',
    soakability_rating: 4.5,
  }))
    review.append(name, String(value));
  review.append('tags', JSON.stringify(['soakable']));
  review.append('reviewImage', new Blob([photo], { type: 'image/jpeg' }), 'soak.jpg');
  const written = (
    await call('POST', `/api/springs/${spring.id}/reviews`, { cookie: alice.cookie, body: review })
  ).body;
  await call('POST', `/api/springs/${spring.id}/reviews`, {
    cookie: bob.cookie,
    body: { rating: 3, comment: 'Crowded.', safety_rating: 2.5, tags: ['canyon'] },
  });
  const reviewId = written.id ?? written.review?.id;
  await call('POST', `/api/reviews/${reviewId}/vote`, { cookie: bob.cookie, body: { vote: 1 } });
  await call('POST', `/api/springs/${spring.id}/favorite`, {
    cookie: alice.cookie,
    body: { category: 'visited' },
  });
  const post = new FormData();
  post.append('title', 'Dawn soak');
  post.append('content', 'Steam over the *creek*.');
  post.append('spring_id', String(spring.id));
  post.append('postImage', new Blob([photo], { type: 'image/jpeg' }), 'dawn.jpg');
  const postBody = (
    await call('POST', '/api/community/posts', { cookie: alice.cookie, body: post })
  ).body;
  const postId = postBody.id ?? postBody.post?.id;
  await call('POST', `/api/community/posts/${postId}/comments`, {
    cookie: bob.cookie,
    body: { content: 'How long is the hike?', parentCommentId: null },
  });
  await call('POST', `/api/community/posts/${postId}/vote`, {
    cookie: bob.cookie,
    body: { vote: 1 },
  });
  const trip = { startCoords: BOISE, endCoords: KETCHUM, waypoints: [], maxDistanceMiles: 20 };
  const { route_id } = (
    await call('POST', '/api/planner/route', { cookie: alice.cookie, body: trip })
  ).body;
  const plan = { ...PLAN, route_id };
  const planBody = (await call('POST', '/api/planner/plans', { cookie: alice.cookie, body: plan }))
    .body;
  const planId = planBody.id ?? planBody.plan?.id;
  return [
    ['GET', `/api/springs/${spring.id}`],
    ['GET', `/api/springs/${spring.id}/reviews`],
    ['GET', `/api/users/${alice.username}/reviews`],
    ['GET', `/api/users/${alice.username}/favorites`],
    ['GET', `/api/users/${alice.username}`],
    ['GET', '/api/auth/status', alice],
    ['GET', '/api/auth/status', bob],
    ['GET', `/api/community/posts/${postId}`],
    ['GET', `/api/community/posts/${postId}/comments`],
    ['GET', '/api/community/posts'],
    ['GET', `/api/planner/plans/${planId}`, alice],
    ['GET', '/api/planner/plans', alice],
  ];
}

/** Every answer, and the bytes of every photo an answer names under /uploads/. */
async function answers(requests) {
  const out = {};
  for (const [method, path, member] of requests)
    out[path + (member ? ` as ${member.username}` : '')] = (await call(method, path, member)).body;
  const photos = [...new Set(JSON.stringify(out).match(/\/uploads\/[\w./-]+/g) ?? [])];
  for (const photo of photos) {
    const res = await fetch(`${config.address}${photo}`);
    assert.equal(res.status, 200, photo);
    out[photo] = Buffer.from(await res.arrayBuffer()).toString('base64');
  }
  return { out, photos: photos.length };
}

/** The answers once two reads a second apart agree (events still moving figures between services). */
async function settledAnswers(requests) {
  let last = await answers(requests);
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const next = await answers(requests);
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  assert.fail('the answers did not settle in 20 s');
}

test('back up every store, wipe them, restore: every answer is the same, photos byte for byte', async () => {
  const requests = await writeEverything();
  const before = await settledAnswers(requests);
  assert.equal(before.photos, 2, 'the review photo and the post image');
  assert.equal(before.out['/api/auth/status as ' + requests[5][2].username].user.is_premium, true);

  const manifest = await backup(folder, config, env);
  assert.deepEqual(
    manifest.files.map((f) => `${f.store} ${f.kind}`).sort(),
    stores.map((s) => `${s.store} ${s.kind}`).sort(),
  );
  await stack.stop();
  stack = undefined;
  await wipeStores();
  for (const store of stores)
    if (store.kind === 'uploads') assert.equal(existsSync(store.dir), false);

  await restore(folder, {}, config, env);
  stack = await startStack(config, { logs: 'ignore' });
  assert.deepEqual(await answers(requests), before);
  assert.deepEqual(await projectionMismatches(config, env), []);
});

test('a restore refuses stores that are not empty, and a backup whose file changed', async () => {
  await assert.rejects(
    restore(folder, {}, config, env),
    /Refusing to restore: the database \w+ has tables/,
  );
  const [first] = readdirSync(folder).filter((name) => name.endsWith('.pgdump'));
  writeFileSync(join(folder, first), 'not a dump');
  await assert.rejects(verifiedManifest(folder), /does not match its checksum/);
  rmSync(join(folder, first));
  await assert.rejects(verifiedManifest(folder), /is missing from the backup/);
});

/** Stops the named services, runs `work`, and starts them again (each once it answers). */
async function restartWith(names, work) {
  const indexes = names.map((name) => config.processes.findIndex((proc) => proc.name === name));
  await Promise.all(indexes.map((i) => stopChild(stack.children[i])));
  await work();
  for (const i of indexes) {
    const proc = config.processes[i];
    stack.children[i] = startProcess(proc, { logs: 'ignore' });
    for (let tries = 0; ; tries++) {
      const ready = await fetch(`http://127.0.0.1:${proc.env.PORT}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) break;
      assert.ok(tries < 240, `${proc.name} did not start again`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Waits until every projection has caught up with its owner (events are on their way). */
async function exactFigures() {
  let mismatches;
  for (let i = 0; i < 100; i++) {
    mismatches = await projectionMismatches(config, env);
    if (!mismatches.length) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.deepEqual(mismatches, [], 'the projections did not catch up in 20 s');
}

test('springs restored older than reviews: the figures are exact once reprojected', async () => {
  const [carol, dave, erin] = [
    await register('carol'),
    await register('dave'),
    await register('erin'),
  ];
  const unreviewed = (await call('GET', '/api/springs/popular')).body.filter(
    (s) => s.review_count === 0,
  );
  const [spring, other] = [unreviewed[0].id, unreviewed[1].id];
  const review = async (member, id, body) =>
    (await call('POST', `/api/springs/${id}/reviews`, { cookie: member.cookie, body })).body;
  const report = (member, id, body) =>
    call('POST', `/api/springs/${id}/reports`, { cookie: member.cookie, body });
  const gone = await review(carol, spring, { rating: 5, comment: 'Perfect.', tags: ['free'] });
  const changed = await review(dave, spring, { rating: 2, comment: 'Cold.', access_rating: 1.5 });
  await report(carol, spring, { visited_on: '2026-01-10', status: 'open' });
  await exactFigures();
  const old = mkdtempSync(join(tmpdir(), 'hotsprings-backup-old-'));
  const later = mkdtempSync(join(tmpdir(), 'hotsprings-backup-new-'));
  try {
    await backup(old, config, env);

    // After the springs backup: a review removed, one changed, new ones (another spring too), a
    // vote, and a later condition report.
    await call('DELETE', `/api/reviews/${gone.id ?? gone.review?.id}`, { cookie: carol.cookie });
    await call('PUT', `/api/reviews/${changed.id ?? changed.review?.id}`, {
      cookie: dave.cookie,
      body: { rating: 4, comment: 'Warm after all.', access_rating: 3.5, tags: ['canyon'] },
    });
    const kept = await review(erin, spring, {
      rating: 3,
      comment: 'Busy.',
      safety_rating: 4,
      tags: ['canyon'],
    });
    await review(erin, other, { rating: 1, comment: 'Dry.' });
    await call('POST', `/api/reviews/${kept.id ?? kept.review?.id}/vote`, {
      cookie: dave.cookie,
      body: { vote: 1 },
    });
    await report(dave, spring, {
      visited_on: '2026-02-01',
      status: 'closed',
      water_temperature_f: 88.5,
    });
    await exactFigures();
    await backup(later, config, env);

    // Only the two services whose stores are restored stop meanwhile, as an operator would.
    await restartWith(['springs', 'reviews'], async () => {
      await restore(old, { force: true, only: ['springs'] }, config, env);
      await restore(later, { force: true, only: ['reviews'] }, config, env);
    });
    const stale = await projectionMismatches(config, env);
    for (const id of [spring, other]) {
      assert.ok(
        stale.some((m) => m.startsWith(`review figures of spring ${id}:`)),
        stale.join('\n'),
      );
    }
    assert.ok(
      stale.some((m) => m.startsWith(`latest report of spring ${spring}:`)),
      stale.join('\n'),
    );

    await reproject(config, quiet);
    assert.deepEqual(await projectionMismatches(config, env), []);
    const page = (await call('GET', `/api/springs/${spring}`)).body;
    assert.equal(page.review_count, 2, 'dave and erin');
    assert.deepEqual([page.category_ratings.access, page.category_ratings.safety], [3.5, 4]);
    assert.equal(
      page.review_count,
      (await call('GET', `/api/springs/${spring}/reviews`)).body.length,
    );
  } finally {
    rmSync(old, { recursive: true, force: true });
    rmSync(later, { recursive: true, force: true });
  }
});
