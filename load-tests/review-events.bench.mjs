// How fast the springs service applies review events to its figures, as its durable consumer does
// (one at a time, each in its own transaction), in a scratch database with the service's own
// migrations: a burst of created, updated and deleted reviews over many springs. The figures are
// then checked against the reviews' last states, computed here.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { Database, migrate } = require('@hotsprings/service-kit/core');
const { createTestDatabase } = require('@hotsprings/service-kit/testing');
const {
  applyRecordEvent,
} = require('../services/springs/dist/record-events/record-events.consumer.js');
const {
  REVIEW_PROJECTION,
} = require('../services/springs/dist/review-events/review-projection.js');
const SPRINGS_MIGRATIONS = join(import.meta.dirname, '..', 'services', 'springs', 'migrations');

const SPRINGS = 200;
const REVIEWS = 1500;
const TAGS = ['quiet', 'scenic', 'hot', 'clean', 'crowded', 'remote'];

/** The burst: every review created, then updated; every tenth deleted instead of updated. */
function burst(events) {
  const list = [];
  for (let i = 0; i < events; i++) {
    const reviewId = 1 + (i % REVIEWS);
    const version = 1 + Math.floor(i / REVIEWS);
    const springId = 1 + (i % SPRINGS);
    const deleted = i % 10 === 9;
    list.push({ reviewId, version, springId, deleted, rating: 1 + (i % 5), tags: [TAGS[i % 6]] });
  }
  return list;
}

/** Each spring's live review count and average rating, from the reviews' last states. */
function expectedFigures(events) {
  const last = new Map();
  for (const e of events)
    if ((last.get(e.reviewId)?.version ?? 0) < e.version) last.set(e.reviewId, e);
  const bySpring = new Map();
  for (const e of last.values()) {
    if (e.deleted) continue;
    const s = bySpring.get(e.springId) ?? { count: 0, sum: 0 };
    s.count += 1;
    s.sum += e.rating;
    bySpring.set(e.springId, s);
  }
  return bySpring;
}

export async function benchReviewEvents({ events = 3000 } = {}) {
  const scratch = await createTestDatabase('bench_review_events');
  const db = new Database(scratch.url, 2);
  try {
    await migrate(db, SPRINGS_MIGRATIONS);
    for (let id = 1; id <= SPRINGS; id++) {
      await db.query(
        `INSERT INTO springs (source_key, state_code, location, description)
         VALUES ($1, 'ID', 'SRID=4326;POINT(-114.5 43.5)', 'bench spring')`,
        [`bench-${id}`],
      );
    }
    const list = burst(events);
    const started = process.hrtime.bigint();
    for (const e of list) {
      const review = { springId: e.springId, version: BigInt(e.version) };
      const state = e.deleted ? null : { ...review, rating: e.rating, tags: e.tags, imageUrl: '' };
      await applyRecordEvent(db, REVIEW_PROJECTION, BigInt(e.reviewId), review, state);
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;

    const expected = expectedFigures(list);
    const rows = await db.query('SELECT id, review_count, average_rating FROM springs');
    const wrong = rows.filter((row) => {
      const e = expected.get(row.id) ?? { count: 0, sum: 0 };
      const average = e.count ? (e.sum / e.count).toFixed(2) : null;
      return row.review_count !== e.count || (row.average_rating ?? null) !== average;
    });
    return [
      '## Review events applied to the spring figures (springs service)',
      '',
      `${events} events (${REVIEWS} reviews over ${SPRINGS} springs, created, then updated or deleted), one at a time as the consumer applies them: ` +
        `${(events / seconds).toFixed(0)} events/s (${((seconds / events) * 1000).toFixed(2)} ms each). ` +
        (wrong.length
          ? `WRONG figures on ${wrong.length} springs.`
          : 'Every figure exact afterwards.'),
      '',
    ].join('\n');
  } finally {
    await db.close();
    await scratch.drop();
  }
}
