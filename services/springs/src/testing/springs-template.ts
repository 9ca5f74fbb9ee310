import { join } from 'node:path';
import { builtPackages, type DatabaseTemplate } from '@hotsprings/service-kit/testing';
import { importSprings } from '../import/import-springs';

const SERVICE_DIR = join(__dirname, '..', '..');
export const SPRINGS_FILE = join(SERVICE_DIR, 'data', 'noaa-thermal-springs.geojson');

/**
 * The springs database as `make dev` first makes it (migrated, then the NOAA list imported by
 * `import-springs.cli`), its events still in the outbox: a service started on a copy publishes
 * them. The service's tests and the system tests start on copies.
 */
export const WITH_SPRINGS: DatabaseTemplate = {
  name: 'springs',
  migrationsDir: join(SERVICE_DIR, 'migrations'),
  fill: async (db) => {
    await importSprings(db, SPRINGS_FILE);
  },
  inputs: [
    SPRINGS_FILE,
    join(SERVICE_DIR, 'dist'),
    ...builtPackages('@hotsprings/service-kit', '@hotsprings/contracts'),
  ],
};
