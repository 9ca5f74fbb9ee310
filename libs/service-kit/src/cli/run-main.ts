import { z } from 'zod';
import { baseConfigSchema } from '../config/base-config.schema';
import { loadConfig } from '../config/load-config';
import { Database } from '../database/database';
import { ensureDatabase } from '../database/ensure-database';
import { migrate } from '../database/migrate';

/** How a command line words one issue of a zod error: its message, an option's name before it. */
export type IssueWording = (issue: z.core.$ZodIssue) => string;

/**
 * Runs a process's `main` (a service's start, an operator's command line): a failure prints its
 * message only, never a stack (a zod error's issues one a line, as `wording` puts them), and the
 * process exits 1.
 */
export function runMain(
  main: () => Promise<void>,
  wording: IssueWording = (issue) => issue.message,
): void {
  main().catch((err: unknown) => {
    console.error(
      err instanceof z.ZodError
        ? err.issues.map(wording).join('\n')
        : err instanceof Error
          ? err.message
          : String(err),
    );
    process.exit(1);
  });
}

/**
 * An operator's command line on a service's database (DATABASE_URL): the database made and
 * migrated as the service's start would, then `run` on the arguments after the script, and what
 * it answers printed.
 */
export function runDatabaseCli(
  migrationsDir: string,
  run: (db: Database, args: string[]) => Promise<string>,
  wording?: IssueWording,
): void {
  runMain(async () => {
    const { DATABASE_URL } = loadConfig(baseConfigSchema.pick({ DATABASE_URL: true }));
    await ensureDatabase(DATABASE_URL);
    const db = new Database(DATABASE_URL, 1);
    try {
      await migrate(db, migrationsDir);
      console.log(await run(db, process.argv.slice(2)));
    } finally {
      await db.close();
    }
  }, wording);
}
