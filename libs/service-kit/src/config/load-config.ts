import { z } from 'zod';

/** Thrown when the environment does not satisfy a service's configuration schema. */
export class ConfigError extends Error {}

/**
 * Validates the environment against a service's schema once, at start. A missing or invalid
 * variable stops the service with one line naming every variable at fault.
 */
export function loadConfig<T extends z.ZodType>(
  schema: T,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    return env[name] === undefined ? `${name} is missing` : `${name}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}
