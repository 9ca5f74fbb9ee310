// Members' flags on springs' facts ("Report an issue"), for operators: list them, resolve one.
// Run with the springs database's URL:
//   DATABASE_URL=postgres://... node services/springs/dist/flags/spring-flags.cli.js <command>
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { MAX_FLAG_NOTE_LENGTH } from '@hotsprings/contracts';
import { Database, runDatabaseCli } from '@hotsprings/service-kit';
import { z } from 'zod';
import { FlagsRepository } from './flags.repository';
import type { SpringFlagRow } from './spring-flag-row';

const USAGE = `Usage: spring-flags.cli.js <command>
  list [--all]                 the open flags, newest first (--all: the resolved ones too)
  resolve <id> [--note TEXT]   marks the flag resolved, with what was done about it`;

const idSchema = z
  .string({ error: 'the flag id is missing' })
  .regex(/^[1-9]\d{0,17}$/, 'a flag id is a positive whole number');
const noteSchema = z
  .string()
  .trim()
  .min(1, '--note must not be empty')
  .max(MAX_FLAG_NOTE_LENGTH, `--note must be at most ${MAX_FLAG_NOTE_LENGTH} characters`)
  .optional();

function describe(row: SpringFlagRow): string {
  const spring = `${row.spring_name ?? 'Unnamed spring'} (spring ${row.spring_id})`;
  const status =
    row.status === 'open'
      ? 'open'
      : `resolved ${row.resolved_at?.toISOString() ?? ''}${row.resolution_note ? `: ${row.resolution_note}` : ''}`;
  return [
    `#${row.id}  ${row.created_at.toISOString()}  ${status}`,
    `${spring}, ${row.fact}, from ${row.username} (member ${row.user_id})`,
    row.note,
    '',
  ].join('\n');
}

async function run(db: Database, command: string | undefined, args: string[]): Promise<string> {
  const flags = new FlagsRepository();
  switch (command) {
    case 'list': {
      const { values } = parseArgs({ args, options: { all: { type: 'boolean', default: false } } });
      const rows = await flags.list(db.pool, { all: values.all });
      return rows.map(describe).join('\n').trim() || (values.all ? 'No flags.' : 'No open flags.');
    }
    case 'resolve': {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { note: { type: 'string' } },
      });
      const id = idSchema.parse(positionals[0]);
      const note = noteSchema.parse(values.note) ?? null;
      const row = await flags.resolve(db.pool, id, note);
      if (!row) throw new Error(`There is no flag #${id}.`);
      return `Resolved #${row.id}.`;
    }
    default:
      throw new Error(USAGE);
  }
}

runDatabaseCli(join(__dirname, '..', '..', 'migrations'), (db, [command, ...args]) =>
  run(db, command, args),
);
