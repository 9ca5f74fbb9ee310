import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { canonicalUsername } from '@hotsprings/service-kit';
import { loginUserSchema } from '../auth/dto/login-user.dto';
import { startTestApp, TestApp } from '../testing/test-app';
import { UsersRepository } from './users.repository';

// The gateway counts sign-in attempts per canonicalUsername(the body's username) (its
// signInAccount, tested in the gateway). Here: whatever name a sign-in gives, the account auth's
// own lookup reaches is the one whose canonical username is that form, so no name reaches an
// account under a count other than that account's own.

// A short name, so that the sweep below runs in seconds, of letters with look-alikes: K (KELVIN
// SIGN), i (İ, ı) and s (ſ, and ß for two of them). Beside it, accounts that some of those reach:
// registration allows only ASCII names, but a database may hold older ones (i and U+0307 is
// what İ folds to).
const VICTIM = 'kis';
const ACCOUNTS = [VICTIM, 'kiss', 'ki\u0307s'];
const BATCH = 20_000;

let t: TestApp;
let users: UsersRepository;
before(async () => {
  t = await startTestApp();
  users = t.app.get(UsersRepository);
  await t.db.transaction(async (client) => {
    for (const username of ACCOUNTS) {
      await users.insert(client, {
        username,
        email: `${username}@example.com`,
        passwordHash: 'not-a-hash',
      });
    }
  });
});
after(() => t.close());

/** The account a sign-in with this username reaches: auth's validation, then its lookup. */
async function reached(raw: string): Promise<string | null> {
  const dto = loginUserSchema.parse({ username: raw, password: 'x' });
  return (await users.findByUsername(dto.username))?.username ?? null;
}

test('look-alikes reach the account whose canonical name they have, or none', async () => {
  assert.equal(await reached('KIS'), 'kis');
  assert.equal(await reached('\u212ais'), 'kis');
  assert.equal(await reached('ｋｉｓ'), 'kis');
  assert.equal(await reached('\u00a0kiſ '), 'kis');
  assert.equal(await reached('kiß'), 'kiss');
  assert.equal(await reached('kİs'), 'ki\u0307s');
  assert.equal(await reached('kıs'), null);
});

/** The name with the character in place of each of its letters, and beside each. */
function spellings(name: string, character: string): string[] {
  const letters = [...name];
  return [
    ...letters.map((_, i) => [...letters.slice(0, i), character, ...letters.slice(i + 1)]),
    ...[...letters, ''].map((_, i) => [...letters.slice(0, i), character, ...letters.slice(i)]),
  ].map((parts) => parts.join(''));
}

test('no code point from U+0080 to U+30000, in place of or beside a letter, reaches an account under another count', async () => {
  let checked = 0;
  let found = 0;
  const mismatches: string[] = [];
  // What auth does with a sign-in's username before the lookup (a 400 for what it refuses),
  // then the lookup; the next batch is made while PostgreSQL answers this one.
  const check = async (raws: string[]) => {
    const valid = raws.flatMap((raw) => {
      const dto = loginUserSchema.safeParse({ username: raw, password: 'x' });
      return dto.success ? [{ raw, username: dto.data.username }] : [];
    });
    checked += valid.length;
    const rows = await users.findByUsernames(valid.map((v) => v.username));
    rows.forEach((row, i) => {
      if (!row) return;
      found += 1;
      const counted = canonicalUsername(valid[i]!.raw);
      if (row.canonical_username !== counted) {
        const raw = JSON.stringify(valid[i]!.raw);
        mismatches.push(`${raw} reached ${row.username}, counted as ${JSON.stringify(counted)}`);
      }
    });
  };
  let names: string[] = [];
  let inFlight = Promise.resolve();
  for (let cp = 0x80; cp <= 0x30000; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    names.push(...spellings(VICTIM, String.fromCodePoint(cp)));
    if (names.length < BATCH) continue;
    await inFlight;
    inFlight = check(names);
    names = [];
  }
  await inFlight;
  await check(names);
  assert.deepEqual(mismatches.slice(0, 20), [], `${mismatches.length} names`);
  assert.ok(checked > 1_300_000, `${checked} names checked`);
  assert.ok(found > 50, `only ${found} names reached an account`);
});
