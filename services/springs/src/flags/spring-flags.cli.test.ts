import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { useSpringsService } from '../testing/springs-test-app';

const CLI = join(__dirname, 'spring-flags.cli.js');
const t = useSpringsService();

async function cli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args], {
    env: { ...process.env, DATABASE_URL: t.databaseUrl },
  });
  return stdout.trim();
}

async function flag(springId: number, fact: string, note: string): Promise<string> {
  const res = await fetch(`${t.url}/api/springs/${springId}/flags`, {
    method: 'POST',
    headers: { 'x-user-id': '303', 'x-username': 'river', 'content-type': 'application/json' },
    body: JSON.stringify({ fact, note }),
  });
  assert.equal(res.status, 201);
  return ((await res.json()) as { id: string }).id;
}

test('operators list the open flags newest first, and resolve them', async () => {
  assert.equal(await cli('list'), 'No open flags.');
  const first = await flag(7, 'name', 'The locals call it Warm Creek.');
  const second = await flag(12, 'location', 'The pool is on the other bank.');
  const [name7, name12] = await Promise.all(
    [7, 12].map(
      async (id) =>
        (
          await t.db.query<{ name: string | null }>('SELECT name FROM springs WHERE id = $1', [id])
        )[0]?.name ?? 'Unnamed spring',
    ),
  );
  const listed = await cli('list');
  assert.match(
    listed,
    new RegExp(
      `^#${second}  \\S+Z  open\\n${escape(name12!)} \\(spring 12\\), location, from river \\(member 303\\)\\n` +
        `The pool is on the other bank\\.\\n\\n#${first}  \\S+Z  open\\n${escape(name7!)} \\(spring 7\\), name, `,
    ),
  );

  assert.equal(await cli('resolve', first, '--note', 'Renamed.'), `Resolved #${first}.`);
  assert.equal((await cli('list')).match(/^#\d+/gm)?.join(), `#${second}`);
  const all = await cli('list', '--all');
  assert.match(all, new RegExp(`#${first}  \\S+Z  resolved \\S+Z: Renamed\\.\\n`));
  const rows = await t.db.query('SELECT status FROM spring_flags WHERE id = $1', [first]);
  assert.deepEqual(rows, [{ status: 'resolved' }]);
});

test('a bad id, an unknown flag or an unknown command is refused with a reason', async () => {
  await assert.rejects(cli('resolve'), /the flag id is missing/);
  await assert.rejects(cli('resolve', 'twelve'), /a flag id is a positive whole number/);
  await assert.rejects(cli('resolve', '999999'), /There is no flag #999999\./);
  await assert.rejects(cli('resolve', '1', '--note', ' '), /--note must not be empty/);
  await assert.rejects(cli('delete'), /Usage/);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
