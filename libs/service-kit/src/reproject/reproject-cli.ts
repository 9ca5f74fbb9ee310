import type { PoolClient } from 'pg';
import { baseConfigSchema } from '../config/base-config.schema';
import { runMain } from '../cli/run-main';
import { loadConfig } from '../config/load-config';
import { Database } from '../database/database';
import { addToOutbox, OUTBOX_TABLE_SQL, type OutboxEvent } from '../nats/outbox';

/**
 * What a service does to rebuild the projections after its store or another's was restored
 * (`make reproject`, docs/operations.md): an owner republishes the current state of what others
 * keep, a keeper resets what it keeps so that the owner's state replaces all of it.
 */
export interface ReprojectSteps {
  /**
   * The events that announce the current state of each record other services keep, with the
   * record's own version: consumers keep each once, and ignore it where they hold a newer one.
   */
  republish?: (client: PoolClient) => Promise<OutboxEvent[]>;
  /**
   * Empties the projections the service keeps, or lowers their versions to 0, so that every
   * republished state is newer than what is held; returns one line per projection it reset.
   */
  reset?: (client: PoolClient) => Promise<string[]>;
}

/** Events per statement: a few thousand rows of the outbox in one INSERT stays small. */
const OUTBOX_BATCH = 500;

const USAGE = `Usage: reproject.cli.js <command>     (DATABASE_URL: the service's database)
  republish   writes the current state of what other services keep to the outbox, which the
              running service publishes
  reset       empties the projections this service keeps (or lowers their versions), so that
              the owners' republished state replaces them`;

async function run(db: Database, steps: ReprojectSteps, command: string | undefined) {
  if (command === 'republish' && steps.republish) {
    const republish = steps.republish;
    await db.query(OUTBOX_TABLE_SQL);
    // One transaction: the events describe one moment, and later changes follow them in the outbox.
    const count = await db.transaction(async (client) => {
      const events = await republish(client);
      for (let i = 0; i < events.length; i += OUTBOX_BATCH)
        await addToOutbox(client, ...events.slice(i, i + OUTBOX_BATCH));
      return events.length;
    });
    return `${count} events written to the outbox.`;
  }
  if (command === 'reset' && steps.reset) {
    const reset = steps.reset;
    return (await db.transaction((client) => reset(client))).join('\n');
  }
  if (command === 'republish' || command === 'reset')
    return `Nothing to ${command}: this service ${command === 'reset' ? 'keeps no projection' : 'owns nothing others keep'}.`;
  throw new Error(USAGE);
}

/**
 * The body of a service's `reproject.cli.js`: runs `republish` or `reset` on the service's
 * database (DATABASE_URL), prints what it did, and exits non-zero with the reason on a failure.
 */
export function runReprojectCli(steps: ReprojectSteps): void {
  runMain(async () => {
    const { DATABASE_URL } = loadConfig(baseConfigSchema.pick({ DATABASE_URL: true }));
    const db = new Database(DATABASE_URL, 1);
    try {
      console.log(await run(db, steps, process.argv[2]));
    } finally {
      await db.close();
    }
  });
}

/** Resets the kit's `PremiumMembers`: billing's republished standing fills it again. */
export async function resetPremiumMembers(client: PoolClient): Promise<string> {
  const { rowCount } = await client.query('DELETE FROM premium_members');
  return `premium members: ${rowCount ?? 0} removed`;
}

/**
 * Resets a service's list of springs (a `springs` table kept by `springEventsConsumer`): the rows
 * stay, as the service's own records may refer to them, and their versions go to 0, so the
 * springs service's republished state replaces every one.
 */
export async function resetSpringsProjection(client: PoolClient): Promise<string> {
  const { rowCount } = await client.query('UPDATE springs SET version = 0 WHERE version > 0');
  return `springs: ${rowCount ?? 0} versions lowered to 0`;
}
