import {
  type CheckState,
  type Readiness,
  readinessHttpStatus,
  readinessOf,
  watchReadiness,
} from '@hotsprings/service-kit/core';
import type { Request, Response } from 'express';
import { redis } from './redis';
import { webAppBuilt } from './web-app-build';

async function redisCheck(): Promise<CheckState> {
  try {
    return (await redis().ping()) === 'PONG' ? 'ok' : 'degraded';
  } catch {
    return 'degraded';
  }
}

/**
 * The gateway's readiness, in the services' shape (the kit's `Readiness`). Only what is this
 * replica's own gates it: the web app's files, without which it can serve no page. Redis is
 * `degraded`, not failing: every replica shares it, so failing on it would take all of them out
 * of the Service and end the public pages too, which work without it (signed-in routes answer
 * 503 meanwhile).
 */
async function gatewayReadiness(): Promise<Readiness> {
  return readinessOf({
    webApp: webAppBuilt() ? 'ok' : 'unavailable',
    redis: await redisCheck(),
  });
}

watchReadiness(gatewayReadiness);

/** `/readyz`: 503 only when this replica cannot serve. */
export async function readinessHandler(_req: Request, res: Response): Promise<void> {
  const readiness = await gatewayReadiness();
  res.status(readinessHttpStatus(readiness)).json(readiness);
}
