import { join } from 'node:path';
import { z } from 'zod';

const httpUrl = z.string().regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL');
const perMinute = z.coerce.number().int().min(1).max(100_000);

/**
 * Every environment variable the gateway reads. gateway.config.yml interpolates PORT, the service
 * URLs and the rate limits; the plugin reads the rest. Validating them all here means a typo stops
 * the gateway at start instead of surfacing as a strange answer later.
 */
export const gatewayEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SPRINGS_URL: httpUrl.default('http://127.0.0.1:3001'),
  AUTH_URL: httpUrl.default('http://127.0.0.1:3002'),
  REVIEWS_URL: httpUrl.default('http://127.0.0.1:3003'),
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
  RATE_LIMIT_LOGIN_PER_MINUTE: perMinute.default(10),
  RATE_LIMIT_REGISTER_PER_MINUTE: perMinute.default(5),
  RATE_LIMIT_VOTE_PER_MINUTE: perMinute.default(120),
  // Express "trust proxy": false when browsers reach the gateway directly; a hop count or the
  // ingress addresses when it runs behind a load balancer, so the client IP is the real one.
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
