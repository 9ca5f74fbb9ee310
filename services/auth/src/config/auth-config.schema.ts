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
});

export type AuthConfig = z.infer<typeof authConfigSchema>;

/** Injection token of the validated configuration. */
export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
