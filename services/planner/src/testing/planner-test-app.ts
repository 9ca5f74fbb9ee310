import {
  eventually,
  publishPremiumChanged,
  publishSpringEvent,
  type ServiceUnderTest,
  startServiceUnderTest,
  withHelpers,
} from '@hotsprings/service-kit/testing';
import { AppModule } from '../app.module';
import { plannerConfigSchema } from '../config/planner-config.schema';

export type PlannerTestApp = ServiceUnderTest & PlannerHelpers;

interface PlannerHelpers {
  /** Makes a member premium (or not) as billing would, and waits until the planner has it. */
  setPremium(userId: number, isPremium: boolean): Promise<void>;
  /** Announces a spring as the springs service would, and waits until the planner knows it. */
  addSpring(spring: { id: number; name: string; lat: number; lon: number }): Promise<void>;
  /** Stops the planner and starts it again on the same database, as a new deployment would. */
  restart(): Promise<void>;
}

let premiumVersion = 0;

/**
 * The planner on a free port with a database of its own and a private NATS server, on which no
 * springs service answers unless a test starts one: the springs along a route then fail after
 * SPRINGS_TIMEOUT_MS, as in an outage.
 */
export async function startPlannerTestApp(
  env: Record<string, string> = {},
): Promise<PlannerTestApp> {
  const service = await startServiceUnderTest({
    name: 'planner',
    configSchema: plannerConfigSchema,
    module: (config) => AppModule.forRoot(config),
    env: { SPRINGS_TIMEOUT_MS: '500', ...env },
  });
  const { db, nc } = service;
  return withHelpers(service, {
    async setPremium(userId, isPremium) {
      await publishPremiumChanged(nc, {
        userId: String(userId),
        isPremium,
        version: ++premiumVersion,
      });
      await eventually(async () => {
        const rows = await db.query<{ is_premium: boolean }>(
          'SELECT is_premium FROM premium_members WHERE user_id = $1',
          [userId],
        );
        if (rows[0]?.is_premium !== isPremium) throw new Error(`premium of ${userId} not kept yet`);
      });
    },
    async addSpring({ id, name, lat, lon }) {
      await publishSpringEvent(nc, 'created', {
        id,
        name,
        version: 1,
        latitude: lat,
        longitude: lon,
      });
      await eventually(async () => {
        const rows = await db.query('SELECT 1 FROM springs WHERE id = $1', [id]);
        if (!rows.length) throw new Error(`spring ${id} not kept yet`);
      });
    },
    async restart() {
      await service.stop();
      await service.start();
    },
  } satisfies PlannerHelpers);
}

/** The headers the gateway sets for a signed-in member. */
export function as(userId: number): Record<string, string> {
  return { 'x-user-id': String(userId), 'x-username': `member${userId}` };
}
