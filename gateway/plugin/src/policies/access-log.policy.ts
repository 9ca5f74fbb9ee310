import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Policy } from '../express-gateway.types';
import { logger } from '../lib/logger';
import { requestState } from '../lib/request-state';

/** One JSON line per request, with its id, status and duration. */
export function logAccess(
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  next: () => void,
): void {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const state = requestState(req);
    const status = res.statusCode;
    const entry = {
      reqId: state.requestId,
      method: req.method,
      url: req.originalUrl,
      status,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      userId: state.user?.id,
      aborted: !res.writableFinished || undefined,
    };
    if (status >= 500) logger.error(entry, 'request');
    else if (status >= 400) logger.warn(entry, 'request');
    else logger.info(entry, 'request');
  });
  next();
}

export const accessLogPolicy: Policy = {
  name: 'access-log',
  schema: { $id: 'https://hotsprings.dev/schemas/policies/access-log.json', type: 'object' },
  policy: () => logAccess,
};
