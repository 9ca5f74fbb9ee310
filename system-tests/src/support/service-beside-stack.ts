import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase } from '@hotsprings/service-kit/testing';
import { serviceProcess, ServiceProcess } from './service-process';

/** Where the services' compiled code is: services/<name>/dist. */
export const serviceDist = (name: string): string =>
  join(resolve(__dirname, '..', '..', '..'), 'services', name, 'dist');

export interface ServiceBesideStack {
  process: ServiceProcess;
  databaseUrl: string;
  /** Stops the process and removes its database (and uploads folder). */
  dispose(): Promise<void>;
}

/**
 * A service as its own process beside a stack, on the stack's NATS server, with a fresh database
 * (and uploads folder when asked) and the given settings; resolved once it is ready. When it
 * cannot start, what was made for it is removed before the error is thrown.
 */
export async function startServiceBesideStack(
  name: string,
  natsUrl: string,
  options: { env?: Record<string, string>; uploads?: boolean } = {},
): Promise<ServiceBesideStack> {
  const database = await createTestDatabase(`system_${name}`);
  const uploadsDir = options.uploads ? await mkdtemp(join(tmpdir(), `system-${name}-`)) : undefined;
  const service = await serviceProcess(join(serviceDist(name), 'main.js'), {
    NATS_URL: natsUrl,
    DATABASE_URL: database.url,
    ...(uploadsDir ? { UPLOADS_DIR: uploadsDir } : {}),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...options.env,
  });
  const dispose = async () => {
    await service.stop();
    await database.drop();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  };
  try {
    await service.start();
  } catch (err) {
    await dispose();
    throw err;
  }
  return { process: service, databaseUrl: database.url, dispose };
}
