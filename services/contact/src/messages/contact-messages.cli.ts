// The contact form's messages for operators, newest first (what SMTP has not sent on, when asked):
//   DATABASE_URL=postgres://... node services/contact/dist/messages/contact-messages.cli.js list [--undelivered] [--limit N]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  baseConfigSchema,
  Database,
  ensureDatabase,
  loadConfig,
  migrate,
} from '@hotsprings/service-kit';
import { z } from 'zod';
import type { MessageRow } from './message-row';
import { MessagesRepository } from './messages.repository';

const USAGE = `Usage: contact-messages.cli.js list [--undelivered] [--limit N]
  list            the messages, newest first (20 unless --limit says)
  --undelivered   only those not sent on by e-mail (all of them while SMTP_URL is unset)`;

function describe(row: MessageRow): string {
  const delivery = row.delivered_at
    ? `sent on ${row.delivered_at.toISOString()}`
    : row.delivery_attempts > 0
      ? `not sent yet (${row.delivery_attempts} attempts: ${row.last_error ?? ''})`
      : 'not sent';
  return [
    `#${row.id}  ${row.received_at.toISOString()}  ${delivery}`,
    `From: ${row.name} <${row.email}>`,
    `Subject: ${row.subject}`,
    '',
    row.message,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'list') throw new Error(USAGE);
  const { values } = parseArgs({
    args,
    options: { undelivered: { type: 'boolean', default: false }, limit: { type: 'string' } },
  });
  const limit = z.coerce.number().int().min(1).max(10_000).default(20).parse(values.limit);
  const { DATABASE_URL } = loadConfig(baseConfigSchema.pick({ DATABASE_URL: true }));
  await ensureDatabase(DATABASE_URL);
  const db = new Database(DATABASE_URL, 1);
  try {
    await migrate(db, join(__dirname, '..', '..', 'migrations'));
    const rows = await new MessagesRepository().list(db.pool, {
      undelivered: values.undelivered,
      limit,
    });
    console.log(rows.length ? rows.map(describe).join('\n') : 'No messages.');
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  const message =
    err instanceof z.ZodError
      ? `--limit: ${err.issues[0]?.message ?? 'not a number'}`
      : err instanceof Error
        ? err.message
        : String(err);
  console.error(message);
  process.exit(1);
});
