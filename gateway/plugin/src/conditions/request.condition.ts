import type { Condition } from '../express-gateway.types';
import { compileRoutePattern } from '../lib/route-pattern';

interface RequestConditionConfig {
  methods?: string[];
  path: string;
}

const compiled = new Map<string, (path: string) => boolean>();

/**
 * `{ name: request, methods: [POST], path: /api/springs/:id/favorite }`: true when the request has
 * one of the methods (any, when omitted) and its path matches the Express-style pattern. Unlike
 * express-gateway's pathExact/pathMatch it ignores the query string and matches case-insensitively,
 * exactly as the route itself does, so a protected route cannot be reached around the check.
 */
export const requestCondition: Condition<RequestConditionConfig> = {
  name: 'request',
  schema: {
    $id: 'https://hotsprings.dev/schemas/conditions/request.json',
    type: 'object',
    properties: {
      methods: { type: 'array', items: { type: 'string', pattern: '^[A-Z]+$' } },
      path: { type: 'string', pattern: '^/' },
    },
    required: ['path'],
  },
  handler: (req, config) => {
    if (config.methods && !config.methods.includes(req.method)) return false;
    let matches = compiled.get(config.path);
    if (!matches) {
      matches = compileRoutePattern(config.path);
      compiled.set(config.path, matches);
    }
    return matches(req.path);
  },
};
