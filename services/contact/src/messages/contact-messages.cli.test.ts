import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { A_MESSAGE, useContactService } from '../testing/contact-fixture';

const contact = useContactService();
const CLI = join(__dirname, 'contact-messages.cli.js');

async function cli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args], {
    env: { ...process.env, DATABASE_URL: contact.databaseUrl },
  });
  return stdout.trim();
}

test('operators list the messages kept, newest first', async () => {
  assert.equal(await cli('list'), 'No messages.');
  await contact.db.query(
    'INSERT INTO messages (name, email, subject, message) VALUES ($1, $2, $3, $4), ($5, $2, $6, $7)',
    [A_MESSAGE.name, A_MESSAGE.email, 'First', 'One.', 'Second Sender', 'Second', 'Two.'],
  );
  const listed = await cli('list', '--undelivered', '--limit', '5');
  assert.match(
    listed,
    /^#2 .* not sent\nFrom: Second Sender <river@example\.com>\nSubject: Second\n\nTwo\.\n\n#1 /,
  );
  assert.equal((await cli('list', '--limit', '1')).split('\n')[0]?.startsWith('#2 '), true);
  await assert.rejects(cli('list', '--limit', 'many'), /--limit/);
  await assert.rejects(cli('purge'), /Usage/);
});
