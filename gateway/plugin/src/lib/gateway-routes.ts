import type { Request } from 'express';
import { requestCondition } from '../conditions/request.condition';
import type { ConditionConfig, GatewayConfig, PolicyStep } from '../express-gateway.types';
import { compileRoutePattern } from './route-pattern';

export interface GatewayRoutes {
  /** Every service a pipeline proxies to, with its URL. */
  services: Array<{ name: string; url: string }>;
  /** The service that answers `path` (the first endpoint matching it wins), if any. */
  serviceOf(path: string): string | undefined;
  /** The conditions a policy has for `path`'s pipeline: which requests it applies to. */
  conditionsOf(path: string, policy: string): ConditionConfig[];
  /** The actions a policy has in `path`'s pipeline, as written. */
  actionsOf(path: string, policy: string): unknown[];
}

/**
 * Reads the gateway's routing as express-gateway applies it: endpoints in order,
 * each to the pipeline that lists it, each pipeline to the service of its `service-proxy`.
 */
export function gatewayRoutes(config: GatewayConfig['gatewayConfig']): GatewayRoutes {
  const pipelines = Object.values(config.pipelines ?? {});
  const stepsOf = (policy: string, steps: PolicyStep[] = []) =>
    steps.flatMap((step) => step[policy] ?? []);
  const endpoints = Object.entries(config.apiEndpoints ?? {}).map(([name, endpoint]) => {
    const pipeline = pipelines.find((p) => p.apiEndpoints?.includes(name));
    const proxy = stepsOf('service-proxy', pipeline?.policies)[0]?.action as
      { serviceEndpoint?: string } | undefined;
    const paths = [endpoint.paths ?? []].flat().map(compileRoutePattern);
    return { matches: (path: string) => paths.some((m) => m(path)), pipeline, proxy };
  });
  const endpointOf = (path: string) => endpoints.find((endpoint) => endpoint.matches(path));
  const services = [
    ...new Set(endpoints.flatMap(({ proxy }) => proxy?.serviceEndpoint ?? [])),
  ].flatMap((name) => {
    const url = config.serviceEndpoints?.[name]?.url;
    return url ? [{ name, url }] : [];
  });
  return {
    services,
    serviceOf: (path) => endpointOf(path)?.proxy?.serviceEndpoint,
    conditionsOf: (path, policy) =>
      stepsOf(policy, endpointOf(path)?.pipeline?.policies).flatMap((s) => s.condition ?? []),
    actionsOf: (path, policy) =>
      stepsOf(policy, endpointOf(path)?.pipeline?.policies).flatMap((s) => s.action ?? []),
  };
}

/** Whether a request with `method` to `path` meets a `request`, `oneOf`, `allOf` or `not` condition. */
export function meetsCondition(condition: ConditionConfig, method: string, path: string): boolean {
  if (condition.name === 'oneOf')
    return (condition.conditions ?? []).some((c) => meetsCondition(c, method, path));
  if (condition.name === 'allOf')
    return (condition.conditions ?? []).every((c) => meetsCondition(c, method, path));
  if (condition.name === 'not')
    return !!condition.condition && !meetsCondition(condition.condition, method, path);
  if (condition.name !== 'request' || !condition.path) return false;
  const request = { method, path } as Request;
  return requestCondition.handler(request, { methods: condition.methods, path: condition.path });
}
