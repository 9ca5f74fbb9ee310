// Compares every projection of a stack with what its owner's own records imply, straight from the
// databases: each spring's review figures and latest condition report (reviews), who is premium
// (billing), the springs every service lists (springs), the members billing knows (auth) and each
// post's comment count (the forum's comments). `node scripts/reproject.mjs check` prints it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Database } = require('@hotsprings/service-kit/core');
const { RATING_CATEGORIES, ratingCategoryField } = require('../proto/dist/src/index.js');

/** As the springs service keeps them (POPULAR_TAG_COUNT there). */
const POPULAR_TAG_COUNT = 5;

async function withDatabases(config, work) {
  const open = {};
  const db = (name) =>
    (open[name] ??= new Database(
      config.processes.find((proc) => proc.name === name).env.DATABASE_URL,
      1,
    ));
  try {
    return await work(db);
  } finally {
    await Promise.all(Object.values(open).map((d) => d.close()));
  }
}

/** "what: id kept {..} where the owner implies {..}" for each id whose two rows differ. */
function differences(what, kept, implied, absent) {
  const byId = (rows) => new Map(rows.map(({ id, ...rest }) => [String(id), JSON.stringify(rest)]));
  const [k, i] = [byId(kept), byId(implied)];
  const none = JSON.stringify(absent);
  const out = [];
  for (const id of new Set([...k.keys(), ...i.keys()])) {
    const [held, owned] = [k.get(id) ?? none, i.get(id) ?? none];
    if (held !== owned) out.push(`${what} ${id}: kept ${held} where the owner implies ${owned}`);
  }
  return out;
}

const averages = (column) =>
  RATING_CATEGORIES.map(({ key }) => `round(avg(${column(key)}), 2)::float8 AS avg_${key}`).join(
    ', ',
  );

async function springFigures(db) {
  const implied = await db('reviews').query(
    `SELECT r.spring_id AS id, count(*)::int AS review_count,
            round(avg(r.rating), 2)::float8 AS average_rating,
            ${averages((key) => `r.${ratingCategoryField(key)}`)},
            (SELECT coalesce(array_agg(tag ORDER BY n DESC, tag), '{}') FROM (
               SELECT tag, count(DISTINCT t.id) AS n FROM reviews t, unnest(t.tags) AS tag
                WHERE t.spring_id = r.spring_id GROUP BY tag ORDER BY n DESC, tag LIMIT $1) top)
              AS popular_tags,
            (SELECT image_url FROM reviews t WHERE t.spring_id = r.spring_id
                AND image_url IS NOT NULL ORDER BY t.id DESC LIMIT 1) AS latest_image_url
       FROM reviews r GROUP BY r.spring_id`,
    [POPULAR_TAG_COUNT],
  );
  const kept = await db('springs').query(
    `SELECT id, review_count, average_rating::float8 AS average_rating,
            ${RATING_CATEGORIES.map(({ key }) => `avg_${key}::float8 AS avg_${key}`).join(', ')},
            popular_tags, latest_image_url
       FROM springs WHERE review_count > 0 OR id = ANY($1)`,
    [implied.map((row) => row.id)],
  );
  const none = {
    review_count: 0,
    average_rating: null,
    ...Object.fromEntries(RATING_CATEGORIES.map(({ key }) => [`avg_${key}`, null])),
    popular_tags: [],
    latest_image_url: null,
  };
  return differences('review figures of spring', kept, implied, none);
}

async function latestReports(db) {
  const implied = await db('reviews').query(
    `SELECT DISTINCT ON (spring_id) spring_id AS id, status,
            to_char(visited_on, 'YYYY-MM-DD') AS visited_on,
            water_temperature_f::float8 AS temperature, username, created_at
       FROM condition_reports ORDER BY spring_id, visited_on DESC, created_at DESC, id DESC`,
  );
  const kept = await db('springs').query(
    `SELECT id, latest_report_status AS status,
            to_char(latest_report_visited_on, 'YYYY-MM-DD') AS visited_on,
            latest_report_temperature_f::float8 AS temperature,
            latest_report_username AS username, latest_report_at AS created_at
       FROM springs WHERE latest_report_status IS NOT NULL OR id = ANY($1)`,
    [implied.map((row) => row.id)],
  );
  const none = { status: null, visited_on: null, temperature: null, username: null };
  return differences('latest report of spring', kept, implied, { ...none, created_at: null });
}

async function premium(db) {
  const members = await db('billing').query(
    'SELECT user_id::text AS id, is_premium, subscription_status FROM members',
  );
  const users = await db('auth').query(
    'SELECT id::text AS id, is_premium, subscription_status FROM users',
  );
  const known = new Set(users.map((user) => user.id));
  const none = { is_premium: false, subscription_status: 'inactive' };
  const out = differences(
    'premium standing of member',
    users,
    members.filter((member) => known.has(member.id)),
    none,
  );
  const premiumIds = members.filter((m) => m.is_premium).map(({ id }) => ({ id, premium: true }));
  for (const keeper of ['springs', 'planner']) {
    const kept = await db(keeper).query(
      `SELECT user_id::text AS id, true AS premium FROM premium_members WHERE is_premium`,
    );
    out.push(...differences(`${keeper}'s premium member`, kept, premiumIds, { premium: false }));
  }
  const learned = new Set(members.map((member) => member.id));
  for (const id of known)
    if (!learned.has(id)) out.push(`billing does not know member ${id}, whom auth has`);
  return out;
}

async function springLists(db, env) {
  const owned = await db('springs').query('SELECT id, name, version::text FROM springs');
  const keepers = ['reviews', 'planner', ...(env.MONGODB_URL ? [] : ['community'])];
  const out = [];
  for (const keeper of keepers) {
    const kept = await db(keeper).query('SELECT id, name, version::text FROM springs');
    out.push(...differences(`${keeper}'s spring`, kept, owned, { name: null, version: null }));
  }
  return out;
}

async function commentCounts(db, env) {
  if (env.MONGODB_URL) return [];
  const rows = await db('community').query(
    `SELECT p.id::text, p.comment_count,
            count(c.id) FILTER (WHERE NOT c.is_deleted)::int AS comments
       FROM posts p LEFT JOIN comments c ON c.post_id = p.id
      GROUP BY p.id HAVING p.comment_count <> count(c.id) FILTER (WHERE NOT c.is_deleted)`,
  );
  return rows.map(
    (row) => `comment count of post ${row.id}: ${row.comment_count}, comments ${row.comments}`,
  );
}

/** Every difference between a projection and its owner's records (empty when all are exact). */
export function projectionMismatches(config, env = process.env) {
  return withDatabases(config, async (db) => [
    ...(await springFigures(db)),
    ...(await latestReports(db)),
    ...(await premium(db)),
    ...(await springLists(db, env)),
    ...(await commentCounts(db, env)),
  ]);
}
