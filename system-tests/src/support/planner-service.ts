import { ServiceProcess } from './service-process';
import { startServiceBesideStack } from './service-beside-stack';

export interface PlannerService {
  planner: ServiceProcess;
  databaseUrl: string;
  dispose(): Promise<void>;
}

/**
 * The planner as its own process beside a stack, on the stack's NATS server (where the springs
 * service answers the springs along a route and announces its springs), with a fresh database.
 */
export async function startPlannerService(
  natsUrl: string,
  env: Record<string, string> = {},
): Promise<PlannerService> {
  const { process, databaseUrl, dispose } = await startServiceBesideStack('planner', natsUrl, {
    env,
  });
  return { planner: process, databaseUrl, dispose };
}
