import { z } from 'zod';
import { httpPlatformSetting } from '../http/http-platform';

const url = (protocols: RegExp) => z.string().regex(protocols, 'must be a URL');

/** A setting that may be left out or empty (both mean unset). */
export const optionalSetting = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/**
 * A setting that needs another, for `.refine(...requiredWith('S3_BUCKET', 'S3_PUBLIC_URL'))`: while
 * `setting` is set, `needed` must be too, or the configuration is refused, naming `needed`.
 */
export function requiredWith<S extends string, N extends string>(
  setting: S,
  needed: N,
): [(config: Partial<Record<S | N, unknown>>) => boolean, { message: string; path: string[] }] {
  return [
    (config) => !config[setting] || Boolean(config[needed]),
    { message: `is required with ${setting}`, path: [needed] },
  ];
}

/** Settings every service reads. Each service extends this with its own. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: url(/^postgres(ql)?:\/\//),
  NATS_URL: url(/^nats:\/\//).default('nats://127.0.0.1:4222'),
  HTTP_PLATFORM: httpPlatformSetting,
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;
