import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { type DynamicModule, Injectable, Module, OnModuleInit } from '@nestjs/common';
import { baseConfigSchema, type BaseConfig } from '../config/base-config.schema';
import { Database } from '../database/database';
import { serviceLoggerModule } from '../logging/logger.module';
import { serviceInfrastructure } from '../service-infrastructure';
import { testServerUrl } from '../testing/database-fixture';
import { eventually } from '../testing/eventually';
import { httpCall } from '../testing/http-call';
import { useModuleApp, useServiceUnderTest } from '../testing/use-service-under-test';
import { HealthModule } from './health.module';
import { ReadinessRegistry } from './readiness.registry';

/**
 * `/readyz`'s status and answer. The readiness gauge must agree with it: 1 for each check that
 * is ok, 0 for each that is not.
 */
async function readiness(url: string) {
  const { status, body } = await httpCall(url, 'GET', '/readyz');
  const scrape = await (await fetch(`${url}/metrics`)).text();
  const gauge = Object.fromEntries(
    [...scrape.matchAll(/^readiness_check_ok\{check="(\w+)"\} (\d)$/gm)].map((m) => [
      m[1],
      Number(m[2]),
    ]),
  );
  for (const [name, state] of Object.entries((body as { checks: object }).checks)) {
    assert.equal(gauge[name], state === 'ok' ? 1 : 0, `readiness_check_ok of ${name}`);
  }
  return { status, body };
}

describe('the shape: a failing check gates readiness or only degrades it, as registered', () => {
  const failing = new Set<string>();

  @Injectable()
  class Checks implements OnModuleInit {
    constructor(private readonly readiness: ReadinessRegistry) {}

    onModuleInit(): void {
      const check = (name: string) => async () => {
        if (failing.has(name)) throw new Error(`${name} refused`);
      };
      this.readiness.register('store', check('store'), 'unavailable');
      this.readiness.register('broker', check('broker'), 'degraded');
      this.readiness.register(
        'cache',
        () => (failing.has('cache') ? new Promise<void>(() => undefined) : Promise.resolve()),
        'degraded',
      );
    }
  }

  @Module({
    imports: [serviceLoggerModule('kit_readiness', 'silent'), HealthModule],
    providers: [Checks],
  })
  class ChecksModule {}

  const checks = useModuleApp(ChecksModule);

  /** `/readyz` while the named checks fail (the cache by not answering); they pass again after. */
  async function readinessWhileFailing(...names: string[]) {
    for (const name of names) failing.add(name);
    try {
      return await readiness(checks.url);
    } finally {
      failing.clear();
    }
  }

  test('every check passing: 200, ok', async () => {
    assert.deepEqual(await readiness(checks.url), {
      status: 200,
      body: { status: 'ok', checks: { store: 'ok', broker: 'ok', cache: 'ok' } },
    });
  });

  test('one the replica serves without failing, or not answering within 2 s: still 200, degraded', async () => {
    assert.deepEqual(await readinessWhileFailing('broker', 'cache'), {
      status: 200,
      body: { status: 'degraded', checks: { store: 'ok', broker: 'degraded', cache: 'degraded' } },
    });
  });

  test('one it cannot serve without failing: 503, unavailable, whatever the others say', async () => {
    assert.deepEqual(await readinessWhileFailing('store', 'broker'), {
      status: 503,
      body: {
        status: 'unavailable',
        checks: { store: 'unavailable', broker: 'degraded', cache: 'ok' },
      },
    });
    assert.equal((await readiness(checks.url)).status, 200);
  });
});

@Module({})
class InfrastructureOnly {}

describe("a service's infrastructure: its database gates readiness, NATS only degrades it", () => {
  let migrationsDir: string;
  const service = useServiceUnderTest(async () => {
    migrationsDir = await mkdtemp(join(tmpdir(), 'kit-readiness-'));
    return {
      name: 'kit_readiness',
      configSchema: baseConfigSchema,
      module: (config: BaseConfig): DynamicModule => ({
        module: InfrastructureOnly,
        imports: serviceInfrastructure({ name: 'kit_readiness', config, migrationsDir }),
      }),
    };
  });
  after(() => rm(migrationsDir, { recursive: true, force: true }));

  const answer = (postgres: string, nats: string) => ({ checks: { postgres, nats } });
  const checks = async () => {
    const { status, body } = await readiness(service.url);
    return { status, checks: body.checks as Record<string, string> };
  };

  test('NATS stopped: 200 with NATS degraded; back: ok', async () => {
    assert.deepEqual(await checks(), { status: 200, ...answer('ok', 'ok') });
    await service.nats.stop();
    try {
      await eventually(async () =>
        assert.deepEqual(await checks(), { status: 200, ...answer('ok', 'degraded') }),
      );
    } finally {
      await service.nats.start();
    }
    await eventually(async () =>
      assert.deepEqual(await checks(), { status: 200, ...answer('ok', 'ok') }),
    );
  });

  test('the database refusing connections: 503 with PostgreSQL unavailable; back: ok', async () => {
    const name = new URL(service.databaseUrl).pathname.slice(1);
    const admin = new Database(testServerUrl(), 1);
    const allowConnections = (allow: boolean) =>
      admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS ${allow}`);
    try {
      await allowConnections(false);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      assert.deepEqual(await checks(), { status: 503, ...answer('unavailable', 'ok') });
    } finally {
      await allowConnections(true);
      await admin.close();
    }
    assert.deepEqual(await checks(), { status: 200, ...answer('ok', 'ok') });
  });
});
