import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { Database, migrate } from '@hotsprings/service-kit';
import { createTestDatabase, httpCall } from '@hotsprings/service-kit/testing';
import { PasswordHasher } from '../auth/password.hasher';
import { startTestApp, TestApp } from '../testing/test-app';
import { canonicalUsernamesStep } from './canonical-usernames.migration';

const MIGRATIONS = join(__dirname, '..', '..', 'migrations');
const BEFORE_CANONICAL = ['001_users_and_sessions.sql', '002_premium_version.sql'];

// Names an older database could hold side by side, each unique under lower(): the last three
// share the canonical form `strasse`.
const LEGACY = ['Alice', 'Straße', 'strasse', 'ｓｔｒａｓｓｅ'];
const PASSWORD = 'secret-pass';

const cleanups: Array<() => Promise<void>> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database as it was before canonical usernames, holding the legacy accounts; their ids. */
async function legacyDatabase(): Promise<{ url: string; ids: Record<string, string> }> {
  const created = await createTestDatabase('auth_canonical');
  const db = new Database(created.url);
  cleanups.push(async () => {
    await db.close();
    await created.drop();
  });
  const dir = await mkdtemp(join(tmpdir(), 'auth-migrations-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  for (const file of BEFORE_CANONICAL) await copyFile(join(MIGRATIONS, file), join(dir, file));
  await migrate(db, dir);
  const hash = await new PasswordHasher().hash(PASSWORD);
  const ids: Record<string, string> = {};
  for (const [i, username] of LEGACY.entries()) {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING id`,
      [username, `legacy-${i}@example.com`, hash],
    );
    ids[username] = row!.id;
  }
  return { url: created.url, ids };
}

test('the migration fills the canonical form; later accounts sharing one get their id, reported', async () => {
  const { url, ids } = await legacyDatabase();
  const db = new Database(url);
  cleanups.push(() => db.close());
  const reported: string[] = [];
  const applied = await migrate(db, MIGRATIONS, {
    '004_canonical_usernames': canonicalUsernamesStep((line) => reported.push(line)),
  });
  assert.deepEqual(applied.slice(0, 3), [
    '003_canonical_username.sql',
    '004_canonical_usernames',
    '005_canonical_username_unique.sql',
  ]);
  const rows = await db.query<{ username: string; canonical_username: string }>(
    'SELECT username, canonical_username FROM users ORDER BY id',
  );
  assert.deepEqual(rows, [
    { username: 'Alice', canonical_username: 'alice' },
    { username: 'Straße', canonical_username: 'strasse' },
    { username: 'strasse', canonical_username: `strasse#${ids.strasse}` },
    { username: 'ｓｔｒａｓｓｅ', canonical_username: `strasse#${ids['ｓｔｒａｓｓｅ']}` },
  ]);
  assert.deepEqual(reported, [
    `accounts ${ids['Straße']} and ${ids.strasse} share the canonical username of "strasse": ` +
      `${ids['Straße']} keeps it; ${ids.strasse} now signs in as "strasse#${ids.strasse}"`,
    `accounts ${ids['Straße']} and ${ids['ｓｔｒａｓｓｅ']} share the canonical username of "ｓｔｒａｓｓｅ": ` +
      `${ids['Straße']} keeps it; ${ids['ｓｔｒａｓｓｅ']} now signs in as "ｓｔｒａｓｓｅ#${ids['ｓｔｒａｓｓｅ']}"`,
  ]);
});

test('auth migrates an older database at start, and every account can still sign in', async () => {
  const { url, ids } = await legacyDatabase();
  const t: TestApp = await startTestApp({ databaseUrl: url });
  cleanups.push(() => t.close());
  const signIn = async (username: string) => {
    const res = await httpCall(t.url, 'POST', '/api/auth/login', {
      body: { username, password: PASSWORD },
    });
    assert.equal(res.status, 200, `${username}: ${JSON.stringify(res.body)}`);
    return res.body.user.id as string;
  };
  assert.equal(await signIn('ALICE'), ids.Alice);
  assert.equal(await signIn('STRASSE'), ids['Straße']);
  assert.equal(await signIn(`strasse#${ids.strasse}`), ids.strasse);
  assert.equal(await signIn(`ＳＴＲＡＳＳＥ#${ids['ｓｔｒａｓｓｅ']}`), ids['ｓｔｒａｓｓｅ']);
  const taken = await httpCall(t.url, 'POST', '/api/auth/register', {
    body: { username: 'STRASSE', email: 'other@example.com', password: PASSWORD },
  });
  assert.deepEqual(
    [taken.status, taken.body],
    [409, { error: 'That username is already taken.', code: 'username_taken' }],
  );
});
