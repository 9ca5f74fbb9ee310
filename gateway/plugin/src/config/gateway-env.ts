import { loadConfig } from '@hotsprings/service-kit/core';
import { GatewayEnv, gatewayEnvSchema } from './gateway-env.schema';

let cached: GatewayEnv | undefined;

/** The validated environment, read once per process (the start script and the plugin share it). */
export function gatewayEnv(): GatewayEnv {
  cached ??= loadConfig(gatewayEnvSchema);
  return cached;
}
