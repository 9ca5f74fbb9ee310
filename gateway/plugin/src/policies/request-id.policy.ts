import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Policy } from '../express-gateway.types';
import { requestState } from '../lib/request-state';

export const REQUEST_ID_HEADER = 'x-request-id';

// An id from a caller (a load balancer, a test) is kept when it is short and plain, so it can
// appear in logs; anything else could forge log lines or bloat them.
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Gives every request an id, carried to the service and back to the caller. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  requestState(req).requestId = id;
  next();
}

export const requestIdPolicy: Policy = {
  name: 'request-id',
  schema: { $id: 'https://hotsprings.dev/schemas/policies/request-id.json', type: 'object' },
  policy: () => assignRequestId,
};
