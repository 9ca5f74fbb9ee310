import type { RouteMatch } from '@hotsprings/contracts';
import type { MemberLimit } from '../policies/member-limit.policy';
import type { GatewayEnv } from './gateway-env.schema';

/** An `attempt-limit` step: the requests it counts, and how. */
export interface AttemptLimit {
  route: RouteMatch;
  action: {
    name: string;
    limit: number;
    windowSeconds: number;
    per?: 'ip' | 'account';
    lockoutSeconds?: number;
  };
}

/**
 * Sign-in and registration attempts per client IP and minute (shared by every replica), sign-in
 * attempts per account over 15 minutes from any address, then a lockout; contact messages per
 * client IP and minute. Each lands in the pipeline of the service that owns its route.
 */
export function attemptLimits(env: GatewayEnv): AttemptLimit[] {
  const login: RouteMatch = { methods: ['POST'], path: '/api/auth/login' };
  return [
    {
      route: login,
      action: { name: 'login', limit: env.RATE_LIMIT_LOGIN_PER_MINUTE, windowSeconds: 60 },
    },
    {
      route: login,
      action: {
        name: 'login-account',
        per: 'account',
        limit: env.RATE_LIMIT_LOGIN_PER_ACCOUNT,
        windowSeconds: 900,
        lockoutSeconds: env.RATE_LIMIT_LOGIN_ACCOUNT_LOCKOUT_SECONDS,
      },
    },
    {
      route: { methods: ['POST'], path: '/api/auth/register' },
      action: { name: 'register', limit: env.RATE_LIMIT_REGISTER_PER_MINUTE, windowSeconds: 60 },
    },
    {
      route: { methods: ['POST'], path: '/api/contact' },
      action: { name: 'contact', limit: env.RATE_LIMIT_CONTACT_PER_MINUTE, windowSeconds: 60 },
    },
  ];
}

/**
 * Each member's writes of each kind, per minute and per UTC day: sized so that a keen member on a
 * busy day never meets them and a script does (gateway/README.md). A request is matched against
 * them only when its method is a write's.
 */
export function memberLimits(env: GatewayEnv): MemberLimit[] {
  const limit = (
    kind: string,
    name: string,
    what: string,
    routes: MemberLimit['routes'],
  ): MemberLimit => {
    const perDay = (env as Record<string, unknown>)[`RATE_LIMIT_${kind}_PER_DAY`] as
      number | undefined;
    return {
      name,
      what,
      routes,
      perMinute: (env as Record<string, unknown>)[`RATE_LIMIT_${kind}_PER_MINUTE`] as number,
      ...(perDay === undefined ? {} : { perDay }),
    };
  };
  return [
    limit('POST', 'post', 'posts', [{ methods: ['POST'], path: '/api/community/posts' }]),
    limit('COMMENT', 'comment', 'comments', [
      { methods: ['POST'], path: '/api/community/posts/:id/comments' },
    ]),
    limit('EDIT', 'edit', 'edits', [
      { methods: ['PUT'], path: '/api/community/posts/:id' },
      { methods: ['PUT'], path: '/api/community/comments/:id' },
    ]),
    limit('REVIEW', 'review', 'reviews', [
      { methods: ['POST'], path: '/api/springs/:id/reviews' },
      { methods: ['PUT'], path: '/api/reviews/:id' },
    ]),
    limit('REPORT', 'report', 'condition reports', [
      { methods: ['POST'], path: '/api/springs/:id/reports' },
      { methods: ['PUT'], path: '/api/reports/:id' },
    ]),
    limit('VOTE', 'vote', 'votes', [{ methods: ['POST'], path: '/api/reviews/:id/vote' }]),
    limit('VOTE', 'community-vote', 'votes', [
      { methods: ['POST'], path: '/api/community/posts/:id/vote' },
      { methods: ['POST'], path: '/api/community/comments/:id/vote' },
    ]),
    limit('FAVORITE', 'favorite', 'favorite changes', [
      { methods: ['POST', 'DELETE'], path: '/api/springs/:id/favorite' },
    ]),
    limit('PROFILE', 'profile', 'profile changes', [
      { methods: ['PUT'], path: '/api/users/profile' },
    ]),
    limit('SUMMARY', 'summary', 'summary requests', [
      { methods: ['POST'], path: '/api/springs/:id/summary' },
    ]),
    // "Report an issue": each flag is read by an operator.
    limit('FLAG', 'flag', 'issue reports', [{ methods: ['POST'], path: '/api/springs/:id/flags' }]),
    // Published trips are share links that show a whole trip: one count for both.
    limit('SHARE_LINK', 'share-link', 'share links', [
      { methods: ['POST'], path: '/api/planner/saved-searches' },
      { methods: ['POST'], path: '/api/planner/trips' },
    ]),
    limit('PLAN', 'plan', 'saved plans', [{ methods: ['POST'], path: '/api/planner/plans' }]),
    // A route costs the planner a search of the road graph and the springs service a query along
    // it, and its GPX a file of up to 20,000 points; not writes, so a minute's count only.
    limit('ROUTE', 'route', 'routes', [
      { methods: ['POST'], path: '/api/planner/route' },
      { methods: ['POST'], path: '/api/planner/route/gpx' },
    ]),
  ];
}
