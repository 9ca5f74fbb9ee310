// The contact form's messages for operators, newest first (what SMTP has not sent on, when asked):
//   DATABASE_URL=postgres://... node services/contact/dist/messages/contact-messages.cli.js list [--undelivered] [--limit N]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runDatabaseCli } from '@hotsprings/service-kit';
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

runDatabaseCli(
  join(__dirname, '..', '..', 'migrations'),
  async (db, [command, ...args]) => {
    if (command !== 'list') throw new Error(USAGE);
    const { values } = parseArgs({
      args,
      options: { undelivered: { type: 'boolean', default: false }, limit: { type: 'string' } },
    });
    const limit = z.coerce.number().int().min(1).max(10_000).default(20).parse(values.limit);
    const rows = await new MessagesRepository().list(db.pool, {
      undelivered: values.undelivered,
      limit,
    });
    return rows.length ? rows.map(describe).join('\n') : 'No messages.';
  },
  (issue) => `--limit: ${issue.message}`,
);
