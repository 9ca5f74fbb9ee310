import { join, resolve } from 'node:path';
import { Database } from '@hotsprings/service-kit';
import { startTestNatsServer, type TestNatsServer } from '@hotsprings/service-kit/testing';
import { PlannerService, startPlannerService } from './planner-service';
import { serviceProcess, ServiceProcess } from './service-process';
import { createSpringsDatabase } from './springs-database';
import { untilEverySpringKept } from './stack';

const SPRINGS_DIST = join(resolve(__dirname, '..', '..', '..'), 'services', 'springs', 'dist');

/** A spring of the NOAA list as the springs database holds it. */
export interface SpringPoint {
  id: number;
  lat: number;
  lon: number;
}

export interface PlannerStack {
  nats: TestNatsServer;
  springs: ServiceProcess;
  planner: PlannerService;
  /** Every spring of the springs service, for checks by brute force. */
  allSprings(): Promise<SpringPoint[]>;
  dispose(): Promise<void>;
}

/**
 * The springs service (the NOAA list imported) and the planner as processes on a private NATS
 * server, once the planner knows every spring from the springs service's events.
 */
export async function startPlannerStack(
  plannerEnv: Record<string, string> = {},
): Promise<PlannerStack> {
  const nats = await startTestNatsServer();
  const springsDb = await createSpringsDatabase();
  const common = { NATS_URL: nats.url, LOG_LEVEL: 'warn', NODE_ENV: 'test' };
  const springs = await serviceProcess(join(SPRINGS_DIST, 'main.js'), {
    ...common,
    DATABASE_URL: springsDb.url,
  });
  let planner: PlannerService | undefined;
  const dispose = async () => {
    await Promise.all([springs.stop(), planner?.dispose()]);
    await nats.dispose();
    await springsDb.drop();
  };
  try {
    await springs.start();
    planner = await startPlannerService(nats.url, plannerEnv);
    await untilEverySpringKept('planner', planner.databaseUrl, springsDb.url);
    const stack: PlannerStack = {
      nats,
      springs,
      planner,
      async allSprings() {
        const db = new Database(springsDb.url, 1);
        try {
          return await db.query<SpringPoint>(
            'SELECT id, ST_Y(location::geometry) AS lat, ST_X(location::geometry) AS lon FROM springs',
          );
        } finally {
          await db.close();
        }
      },
      dispose,
    };
    return stack;
  } catch (err) {
    await dispose();
    throw err;
  }
}
