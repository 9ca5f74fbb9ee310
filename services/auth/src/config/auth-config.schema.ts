import { baseConfigSchema } from '@hotsprings/service-kit';
import { z } from 'zod';

export const authConfigSchema = baseConfigSchema.extend({
  /** Signs the session tokens (HS256); the gateway verifies them with the same secret. */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Where revoked sessions are shared with the gateway (the set `revoked-sessions`). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379'),
  /**
   * How long a registration with a referral code waits for billing's word on it; then it answers
   * without (and the code is applied from auth.user.registered). Longer than billing's
   * PREMIUM_PROPAGATION_WAIT_MS, which billing may spend before it answers, and shorter than the
   * 10 s the gateway waits for auth.
   */
  BILLING_TIMEOUT_MS: z.coerce.number().int().min(100).max(9000).default(5000),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;

/** Injection token of the validated configuration. */
export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
