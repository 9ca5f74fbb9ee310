import { join } from 'node:path';
import { Database, ensureDatabase, loadConfig, migrate } from '@hotsprings/service-kit';
import { z } from 'zod';
import { importSprings } from './import-springs';

// Runs before the service has ever started (make dev), so it creates and migrates the database.
const config = loadConfig(
  z.object({
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a URL'),
    SPRINGS_FILE: z
      .string()
      .default(join(__dirname, '..', '..', 'data', 'noaa-thermal-springs.geojson')),
  }),
);

async function main(): Promise<void> {
  await ensureDatabase(config.DATABASE_URL);
  const db = new Database(config.DATABASE_URL, 2);
  try {
    await migrate(db, join(__dirname, '..', '..', 'migrations'));
    const started = Date.now();
    const s = await importSprings(db, config.SPRINGS_FILE);
    const places =
      s.placesLoaded === null ? 'gazetteer already loaded' : `${s.placesLoaded} places loaded`;
    console.log(
      `Springs import: ${s.total} springs (${s.inserted} new, ${s.updated} updated, ${s.unchanged} unchanged), ${s.events} spring events, ${places}, ${Date.now() - started} ms`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(`Springs import failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
