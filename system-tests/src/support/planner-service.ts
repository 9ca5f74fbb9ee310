import assert from 'node:assert/strict';
import { connectNats } from '@hotsprings/service-kit';
import { eventually, httpCall, publishPremiumChanged } from '@hotsprings/service-kit/testing';
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

/**
 * Makes the member premium as billing would (its event, on `natsUrl`), and waits until the
 * planner at `plannerUrl` has it: their plans (`headers` make a request theirs) answer 200.
 */
export async function makePremium(
  natsUrl: string,
  plannerUrl: string,
  member: { userId: string; headers: Record<string, string> },
): Promise<void> {
  const nc = await connectNats(natsUrl, 'premium-for-planner');
  try {
    await publishPremiumChanged(nc, { userId: member.userId, isPremium: true, version: 1 });
  } finally {
    await nc.close();
  }
  await eventually(async () => {
    const { status } = await httpCall(plannerUrl, 'GET', '/api/planner/plans', {
      headers: member.headers,
    });
    assert.equal(status, 200, 'the planner has not learnt that the member is premium');
  });
}
