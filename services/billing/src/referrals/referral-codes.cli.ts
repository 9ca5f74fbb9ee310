// Referral codes for operators: create one, list them, or get the demo code `make dev` prints.
// Run with the billing database's URL:
//   DATABASE_URL=postgres://... node services/billing/dist/referrals/referral-codes.cli.js <command>
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Database, runDatabaseCli } from '@hotsprings/service-kit';
import { DatabaseError } from 'pg';
import { z } from 'zod';
import { type ReferralCodeRow } from './referral-code-row';
import { ReferralCodesRepository } from './referral-codes.repository';
import { CODE_PATTERN, newReferralCode } from './new-code';

const USAGE = `Usage: referral-codes.cli.js <command>
  create [--code CODE] [--max-uses N] [--expires YYYY-MM-DD] [--note TEXT]
                  a new code (random when --code is left out); without --max-uses it may be used
                  any number of times, without --expires it never expires; prints the code
  list            every code with its uses, limit and expiry
  demo            the demo code: created on first use (no limit, no expiry), then the same one`;

const DEMO_NOTE = 'demo';
const UNIQUE_VIOLATION = '23505';

const optionsSchema = z.object({
  code: z.string().regex(CODE_PATTERN, 'letters, digits and inner hyphens, 2 to 64').optional(),
  'max-uses': z.coerce.number().int().min(1).optional(),
  expires: z
    .string()
    .refine((date) => !Number.isNaN(Date.parse(date)), 'a date such as 2030-12-31')
    .transform((date) => new Date(date))
    .optional(),
  note: z.string().max(200).default(''),
});

function describe(row: ReferralCodeRow): string {
  const limit = row.max_uses === null ? 'no limit' : `of ${row.max_uses}`;
  const expiry = row.expires_at ? `expires ${row.expires_at.toISOString()}` : 'never expires';
  const note = row.note ? `  (${row.note})` : '';
  return `${row.code}  used ${row.uses} ${limit}, ${expiry}${note}`;
}

async function run(db: Database, command: string | undefined, args: string[]): Promise<string> {
  const codes = new ReferralCodesRepository();
  switch (command) {
    case 'create': {
      const { values } = parseArgs({
        args,
        options: {
          code: { type: 'string' },
          'max-uses': { type: 'string' },
          expires: { type: 'string' },
          note: { type: 'string' },
        },
      });
      const options = optionsSchema.parse(values);
      const code = options.code ?? newReferralCode();
      const row = await codes
        .create(db.pool, {
          code,
          maxUses: options['max-uses'] ?? null,
          expiresAt: options.expires ?? null,
          note: options.note,
        })
        .catch((err: unknown) => {
          const duplicate = err instanceof DatabaseError && err.code === UNIQUE_VIOLATION;
          throw duplicate ? new Error(`${code.toUpperCase()} exists already.`) : err;
        });
      return row.code;
    }
    case 'list':
      return (await codes.list(db.pool)).map(describe).join('\n') || 'No referral codes yet.';
    case 'demo': {
      const existing = await codes.findByNote(db.pool, DEMO_NOTE);
      if (existing) return existing.code;
      const code = newReferralCode();
      await codes.create(db.pool, { code, maxUses: null, expiresAt: null, note: DEMO_NOTE });
      return code;
    }
    default:
      throw new Error(USAGE);
  }
}

runDatabaseCli(
  join(__dirname, '..', '..', 'migrations'),
  (db, [command, ...args]) => run(db, command, args),
  (issue) => `--${issue.path.join('.')}: ${issue.message}`,
);
