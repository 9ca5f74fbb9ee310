import { join } from 'node:path';
import { createDatabaseFromTemplate, type DatabaseTemplate } from '@hotsprings/service-kit/testing';
import { serviceDist } from './service-beside-stack';

// The springs tests' template: migrated, the NOAA list imported, its events in the outbox.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { WITH_SPRINGS } = require(
  join(serviceDist('springs'), 'testing', 'springs-template.js'),
) as {
  WITH_SPRINGS: DatabaseTemplate;
};

/**
 * A fresh database for the springs service as `make dev` first fills it (the NOAA list imported
 * by `import-springs.cli`), copied from a template: a stack starts without importing.
 */
export function createSpringsDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createDatabaseFromTemplate(WITH_SPRINGS, 'system_springs');
}
