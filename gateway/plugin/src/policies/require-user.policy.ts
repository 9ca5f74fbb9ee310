import type { Policy } from '../express-gateway.types';
import { sendJsonError, SIGN_IN_UNAVAILABLE } from '../lib/json-error';
import { requestState } from '../lib/request-state';

/**
 * Answers 401 for a route that needs a signed-in user when the caller is anonymous. Which routes
 * need one is each service's `signedIn` in the service manifest (proto/src/services.ts), made into
 * `request` conditions; the services check it again, this only spares them the call.
 */
export const requireUserPolicy: Policy = {
  name: 'require-user',
  schema: { $id: 'https://hotsprings.dev/schemas/policies/require-user.json', type: 'object' },
  policy: () => (req, res, next) => {
    const state = requestState(req);
    if (state.user) return next();
    if (state.sessionUnavailable) return sendJsonError(res, 503, SIGN_IN_UNAVAILABLE);
    sendJsonError(res, 401, 'You must be logged in.');
  },
};
