import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { baseConfigSchema } from '@hotsprings/service-kit/core';
import { ROOT } from './repo';

/**
 * What the checks need of a zod schema (the processes' own, loaded from their build): an object
 * schema, or a pipe from one where the process reshapes what it read (community drops
 * DATABASE_URL when MONGODB_URL is set).
 */
export interface EnvSchema {
  shape?: Record<string, unknown>;
  in?: { shape: Record<string, unknown> };
  safeParse(env: unknown): {
    success: boolean;
    data?: Record<string, unknown>;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}

/** The settings a schema reads: its own object's, or its input's when it reshapes them. */
function settingsRead(schema: EnvSchema): Record<string, unknown> {
  const shape = schema.shape ?? schema.in?.shape;
  if (!shape) throw new Error('a configuration schema is neither an object nor a pipe from one');
  return shape;
}

/** The NOAA import, run with the springs image; it reads DATABASE_URL only. */
export const SPRINGS_IMPORT = 'dist/import/import-springs.cli.js';

function load(file: string): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(ROOT, file)) as Record<string, unknown>;
}

/**
 * The schema a process of ours validates its environment with at start: the gateway's, a
 * service's `<name>-config.schema`, or the import's single setting.
 */
export function envSchemaFor(service: string, command?: string[]): EnvSchema {
  if (service === 'gateway')
    return load('gateway/plugin/dist/config/gateway-env.schema.js').gatewayEnvSchema as EnvSchema;
  if (command?.includes(SPRINGS_IMPORT)) return baseConfigSchema.pick({ DATABASE_URL: true });
  const dir = join('services', service, 'dist', 'config');
  const file = readdirSync(join(ROOT, dir)).find((name) => name.endsWith('-config.schema.js'));
  if (!file) throw new Error(`${dir} has no *-config.schema.js`);
  const schema = Object.entries(load(join(dir, file))).find(([name]) =>
    name.endsWith('ConfigSchema'),
  )?.[1];
  if (!schema) throw new Error(`${dir}/${file} exports no *ConfigSchema`);
  return schema as EnvSchema;
}

/**
 * What the process would refuse at start (a missing or invalid setting); settings it does not
 * read (a misspelt name would otherwise be ignored in silence while its default applies); and
 * addresses left to their one-machine defaults (127.0.0.1 or localhost), which in a container
 * are the container itself.
 */
export function envProblems(where: string, schema: EnvSchema, env: Record<string, string>) {
  const result = schema.safeParse(env);
  const problems = (result.error?.issues ?? []).map((issue) => {
    const name = issue.path.join('.');
    return `${where}: ${name} ${env[name] === undefined ? 'is missing' : issue.message}`;
  });
  const read = settingsRead(schema);
  for (const name of Object.keys(env)) {
    if (!(name in read)) problems.push(`${where}: sets ${name}, which it does not read`);
  }
  for (const [name, value] of Object.entries(result.data ?? {})) {
    if (env[name] === undefined && /\/\/(127\.0\.0\.1|localhost)\b/.test(String(value)))
      problems.push(`${where}: ${name} is not set and falls back to ${String(value)}`);
  }
  return problems;
}
