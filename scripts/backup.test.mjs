// The backup round trip on the real stack: members write reviews (one with a photo), a vote,
// a favorite, a forum post with an image and a comment, a saved plan, and one is premium by a
// referral code; the API's answers are read, every store is backed up, wiped, and restored, and
// the same requests then answer exactly the same, photos byte for byte.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { backup, backupStores, restore, verifiedManifest } from './backup.mjs';
import {
  demoReferralCode,
  importSprings,
  stackConfig,
  startStack,
  withPrivateNats,
} from './stack.mjs';

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
for (const proc of config.processes)
  Object.assign(proc.env, { REDIS_URL: redisUrl, LOG_LEVEL: 'warn' });
const env = { ...process.env, MONGODB_URL: '', S3_BUCKET: '' };
const stores = backupStores(config, env);
const folder = mkdtempSync(join(tmpdir(), 'hotsprings-backup-'));
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
  startPointName: 'Boise, ID',
  endPointName: 'Ketchum, ID',
  startCoords: BOISE,
  endCoords: KETCHUM,
  maxDistanceMiles: 20,
  springIds: [],
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
  for (const [name, value] of Object.entries({ rating: 4, comment: 'Warm.', soakability: 4.5 }))
    review.append(name, String(value));
  review.append('tags', JSON.stringify(['soakable']));
  review.append('reviewImage', new Blob([photo], { type: 'image/jpeg' }), 'soak.jpg');
  const written = (
    await call('POST', `/api/springs/${spring.id}/reviews`, { cookie: alice.cookie, body: review })
  ).body;
  await call('POST', `/api/springs/${spring.id}/reviews`, {
    cookie: bob.cookie,
    body: { rating: 3, comment: 'Crowded.', safety: 2.5, tags: ['canyon'] },
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
  const { route } = (await call('POST', '/api/planner/route', { cookie: alice.cookie, body: trip }))
    .body;
  const plan = { ...PLAN, routeGeoJson: route };
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
  const restored = await answers(requests);
  assert.deepEqual(restored, before);
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
