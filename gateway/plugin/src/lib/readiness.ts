import type { Request, Response } from 'express';
import { redis } from './redis';
import { webAppBuilt } from './web-app-build';

type Check = 'ok' | 'unavailable';

async function redisCheck(): Promise<Check> {
  try {
    return (await redis().ping()) === 'PONG' ? 'ok' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/**
 * `/readyz`, in the services' shape: `{ status, checks }`. Only what is this replica's own gates
 * it: the web app's files, without which it can serve no page. Redis is reported but does not
 * gate: every replica shares it, so failing on it would take all of them out of the Service and
 * end the public pages too, which work without it (signed-in routes answer 503 meanwhile).
 */
export async function readinessHandler(_req: Request, res: Response): Promise<void> {
  const webApp: Check = webAppBuilt() ? 'ok' : 'unavailable';
  const checks = { webApp, redis: await redisCheck() };
  const ready = checks.webApp === 'ok';
  res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', checks });
}
