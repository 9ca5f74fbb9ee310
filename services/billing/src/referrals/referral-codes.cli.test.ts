import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { createTestDatabase } from '@hotsprings/service-kit/testing';

const CLI = join(__dirname, 'referral-codes.cli.js');
let database: { url: string; drop: () => Promise<void> };

before(async () => {
  database = await createTestDatabase('billing_cli');
});
after(() => database.drop());

async function cli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args], {
    env: { ...process.env, DATABASE_URL: database.url },
  });
  return stdout.trim();
}

test('operators create, list and get the demo code', async () => {
  const random = await cli('create');
  assert.match(random, /^HS-[A-HJ-NP-Z2-9]{10}$/);
  const chosen = await cli(
    'create',
    '--code',
    'spring-fair',
    '--max-uses',
    '50',
    '--expires',
    '2099-06-30',
    '--note',
    'Fair booth',
  );
  assert.equal(chosen, 'SPRING-FAIR');
  const demo = await cli('demo');
  assert.equal(await cli('demo'), demo, 'the demo code is created once');
  const listed = (await cli('list')).split('\n');
  assert.equal(listed.length, 3);
  assert.ok(listed.includes(`${random}  used 0 no limit, never expires`));
  assert.ok(
    listed.includes('SPRING-FAIR  used 0 of 50, expires 2099-06-30T00:00:00.000Z  (Fair booth)'),
  );
});

test('a bad option or a code that exists is refused with a reason', async () => {
  await assert.rejects(cli('create', '--max-uses', 'many'), /--max-uses/);
  await assert.rejects(cli('create', '--code', 'bad code!'), /--code/);
  await cli('create', '--code', 'TWICE');
  await assert.rejects(cli('create', '--code', 'twice'), /TWICE exists already/);
  await assert.rejects(cli('launch'), /Usage/);
});
