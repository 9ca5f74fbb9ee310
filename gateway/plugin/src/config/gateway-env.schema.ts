import { join } from 'node:path';
import { z } from 'zod';
import { HTTP_TIMEOUTS } from '@hotsprings/service-kit/core';
import { SERVICES, serviceUrlSetting, type ServiceUrlSetting } from '@hotsprings/contracts';
import { extraSources, tileTemplate } from './csp-sources';

const httpUrl = z.string().regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL');
const attempts = z.coerce.number().int().min(1).max(100_000);
const milliseconds = z.coerce.number().int().min(100).max(3_600_000);

/**
 * Each member's requests of each kind, per minute and per UTC day (`member-limit`,
 * rate-limits.ts), as RATE_LIMIT_<KIND>_PER_MINUTE and _PER_DAY: sized so that a keen member
 * on a busy day never meets them and a script does (the reasons are in gateway/README.md).
 * Routes are not writes: a minute's count only.
 */
const MEMBER_LIMITS: Record<string, { perMinute: number; perDay?: number }> = {
  POST: { perMinute: 5, perDay: 30 },
  COMMENT: { perMinute: 10, perDay: 200 },
  EDIT: { perMinute: 20, perDay: 300 },
  REVIEW: { perMinute: 5, perDay: 50 },
  REPORT: { perMinute: 5, perDay: 30 },
  VOTE: { perMinute: 120, perDay: 2000 },
  FAVORITE: { perMinute: 60, perDay: 500 },
  PROFILE: { perMinute: 10, perDay: 100 },
  SUMMARY: { perMinute: 30, perDay: 1000 },
  FLAG: { perMinute: 5, perDay: 10 },
  SHARE_LINK: { perMinute: 10, perDay: 100 },
  PLAN: { perMinute: 10, perDay: 100 },
  ROUTE: { perMinute: 30 },
};

const memberLimitSettings = Object.fromEntries(
  Object.entries(MEMBER_LIMITS).flatMap(([kind, { perMinute, perDay }]) => [
    [`RATE_LIMIT_${kind}_PER_MINUTE`, attempts.default(perMinute)],
    ...(perDay ? [[`RATE_LIMIT_${kind}_PER_DAY`, attempts.default(perDay)]] : []),
  ]),
) as Record<string, z.ZodDefault<typeof attempts>>;

/**
 * Every per-member limit lifted, for stacks that write a lot as the same few members (the tests,
 * the benchmarks): each run's members have the ids of the last run's, and their counts last a day
 * in the Redis the stacks share.
 */
export const NO_MEMBER_LIMITS: Record<string, string> = Object.fromEntries(
  Object.keys(memberLimitSettings).map((name) => [name, '100000']),
);

/**
 * Where each service of the manifest answers (`SPRINGS_URL`). By default its name and port, the
 * address of its container on the compose network and of its Service on Kubernetes, so that
 * neither lists the services for the gateway; `make dev` (scripts/stack.mjs) and the tests,
 * where every process is on this machine, set each one.
 */
const DEFAULT_SERVICE_URLS = Object.fromEntries(
  SERVICES.map(({ name, port }) => [serviceUrlSetting(name), `http://${name}:${port}`]),
) as Record<ServiceUrlSetting, string>;

const serviceUrls = Object.fromEntries(
  Object.entries(DEFAULT_SERVICE_URLS).map(([setting, url]) => [setting, httpUrl.default(url)]),
) as Record<ServiceUrlSetting, z.ZodDefault<typeof httpUrl>>;

/**
 * Every environment variable the gateway reads: its configuration (gateway-config.ts) takes the
 * service URLs and the rate limits from here, the plugin the rest. Validating them all here means a typo stops
 * the gateway at start instead of surfacing as a strange answer later.
 */
export const gatewayEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Where Prometheus scrapes GET /metrics; not the site's port, so the public never sees it. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // How long a client may take to send a whole request, and its head: a slow or stalled one is
  // answered 408 and its connection closed, so that it holds none for minutes.
  REQUEST_TIMEOUT_MS: milliseconds.default(HTTP_TIMEOUTS.requestTimeoutMs),
  HEADERS_TIMEOUT_MS: milliseconds.default(HTTP_TIMEOUTS.headersTimeoutMs),
  ...serviceUrls,
  // The gateway sits in gateway/; the built web app is its sibling web/dist by default.
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(join(__dirname, '..', '..', '..', '..', 'web', 'dist')),
  WEB_ORIGIN: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
          ctx.addIssue({
            code: 'custom',
            message: `"${origin}" is not an origin like https://example.com`,
          });
        }
      }
      return origins;
    }),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379'),
  // Where springs says its data changed, so that the gateway's copies of its public answers are
  // dropped at once; without it they are revalidated after PUBLIC_CACHE_FALLBACK_TTL_MS.
  NATS_URL: z
    .string()
    .regex(/^(nats|tls):\/\//, 'must be a nats:// URL')
    .default('nats://127.0.0.1:4222'),
  PUBLIC_CACHE_FALLBACK_TTL_MS: milliseconds.default(1_000),
  // Even with the notices arriving, a copy is revalidated once this old: a safety net for a
  // notice that never came.
  PUBLIC_CACHE_MAX_AGE_MS: milliseconds.default(60_000),
  PUBLIC_CACHE_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(1_000),
  // GET /api/springs/changes (lib/spring-changes): open streams per gateway, each holding a
  // connection; and how often an idle one gets a comment, so that no proxy closes it as idle.
  SPRING_CHANGES_MAX_STREAMS: z.coerce.number().int().min(1).max(100_000).default(2_000),
  SPRING_CHANGES_HEARTBEAT_MS: milliseconds.default(25_000),
  RATE_LIMIT_LOGIN_PER_MINUTE: attempts.default(10),
  RATE_LIMIT_REGISTER_PER_MINUTE: attempts.default(5),
  RATE_LIMIT_CONTACT_PER_MINUTE: attempts.default(3),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: attempts.default(5),
  ...memberLimitSettings,
  RATE_LIMIT_LOGIN_ACCOUNT_LOCKOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // The site's public address is https (TLS ends here or at a load balancer in front): browsers
  // are told to keep to https (HSTS), cookies are Secure, and pages upgrade any http address.
  SERVED_OVER_HTTPS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // The map's tile servers, the same variables (and defaults) the web app is built with
  // (web/src/config/map-tiles.ts): the CSP allows images from exactly these hosts.
  VITE_TILES_STREETS_URL: tileTemplate('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  VITE_TILES_SATELLITE_URL: tileTemplate(
    'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
  ),
  VITE_TILES_TOPO_URL: tileTemplate('https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png'),
  // Other sites the pages may use, e.g. a payment provider's checkout; none by default.
  CSP_EXTRA_SCRIPT_SRC: extraSources,
  CSP_EXTRA_CONNECT_SRC: extraSources,
  CSP_EXTRA_FRAME_SRC: extraSources,
  CSP_EXTRA_IMG_SRC: extraSources,
  CSP_EXTRA_FORM_ACTION: extraSources,
  // Express "trust proxy": false when browsers reach the gateway directly; a hop count or the
  // ingress addresses when it runs behind a load balancer, so the client IP is the real one, and
  // so is the protocol (X-Forwarded-Proto: https gets HSTS and Secure cookies, as
  // SERVED_OVER_HTTPS does). Untrusted, those headers change nothing.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value) =>
      value === 'true'
        ? true
        : value === 'false'
          ? false
          : /^\d+$/.test(value)
            ? Number(value)
            : value,
    ),
});

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
