import type { Application, Request, RequestHandler } from 'express';

// express-gateway ships no types; these describe the plugin interface it calls (lib/plugins.js).

export interface JsonSchema {
  $id: string;
  type?: string;
  properties?: Record<string, unknown>;
  required?: string[];
  [keyword: string]: unknown;
}

/** A condition of a pipeline step: `request`; `oneOf` or `allOf` holding more; `not` one. */
export interface ConditionConfig {
  name: string;
  methods?: string[];
  path?: string;
  conditions?: ConditionConfig[];
  condition?: ConditionConfig;
}

/** A pipeline step: `{ <policy>: [{ condition?, action? }] }`. */
export type PolicyStep = Record<
  string,
  Array<{ condition?: ConditionConfig; action?: unknown }> | null
>;

/** express-gateway's configuration (config/gateway-config.ts), as it hands it to a policy. */
export interface GatewayConfig {
  gatewayConfig: {
    policies?: string[];
    apiEndpoints?: Record<string, { paths?: string | string[] }>;
    serviceEndpoints?: Record<string, { url?: string }>;
    pipelines?: Record<string, { apiEndpoints?: string[]; policies?: PolicyStep[] }>;
  };
}

export interface Policy<Action = Record<string, unknown>> {
  name: string;
  schema: JsonSchema;
  policy(action: Action, config: GatewayConfig): RequestHandler;
}

export interface Condition<Config = Record<string, unknown>> {
  name: string;
  schema: JsonSchema;
  handler(req: Request, config: Config): boolean;
}

export interface PluginContext {
  registerPolicy(policy: Policy<never>): void;
  registerCondition(condition: Condition<never>): void;
  registerGatewayRoute(declare: (app: Application) => void): void;
}

export interface Plugin {
  version: string;
  policies: string[];
  schema: JsonSchema;
  init(context: PluginContext): void;
}
