import type { Policy } from '../express-gateway.types';

/** Headers through which the gateway tells a service who is calling; only the gateway sets them. */
export function isIdentityHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === 'x-username' || lower === 'x-user-id' || lower.startsWith('x-user-');
}

/**
 * Services trust identity headers blindly, so any that arrive from outside are removed before
 * anything else looks at the request: nobody can claim to be someone else.
 */
export const stripIdentityPolicy: Policy = {
  name: 'strip-identity',
  schema: { $id: 'https://hotsprings.dev/schemas/policies/strip-identity.json', type: 'object' },
  policy: () => (req, _res, next) => {
    for (const name of Object.keys(req.headers)) {
      if (isIdentityHeader(name)) delete req.headers[name];
    }
    next();
  },
};
