import type { Policy } from '../express-gateway.types';
import { sendJsonError } from '../lib/json-error';

/** The answer for an /api path that no service serves. */
export const notFoundPolicy: Policy = {
  name: 'not-found',
  schema: { $id: 'https://hotsprings.dev/schemas/policies/not-found.json', type: 'object' },
  policy: () => (_req, res) => sendJsonError(res, 404, 'Not found.'),
};
