import { OPENAPI_PATH } from '@hotsprings/service-kit/core';
import { mergeApiDocuments, type ApiDocument } from './api-document';
import type { GatewayRoutes } from './gateway-routes';
import { logger } from './logger';

// A service's description changes only when the service is deployed again.
const FRESH_MS = 30_000;
const TIMEOUT_MS = 2_000;

interface Kept {
  document: ApiDocument;
  fetchedAt: number;
}

/**
 * The merged API description, from each routed service's /openapi.json. Each service's is kept
 * for 30 s; when a service does not answer, its last description is used, or its routes are left
 * out and the document says so.
 */
export function apiDocumentSource(routes: GatewayRoutes): () => Promise<ApiDocument> {
  const kept = new Map<string, Kept>();
  let refreshing: Promise<void> | undefined;

  const fetchOne = async (name: string, url: string) => {
    try {
      const res = await fetch(`${url}${OPENAPI_PATH}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      kept.set(name, { document: (await res.json()) as ApiDocument, fetchedAt: Date.now() });
    } catch (err) {
      logger.warn({ upstream: name, err: (err as Error).message }, 'API description not fetched');
    }
  };
  const refresh = () =>
    Promise.all(
      routes.services
        .filter(({ name }) => Date.now() - (kept.get(name)?.fetchedAt ?? 0) > FRESH_MS)
        .map(({ name, url }) => fetchOne(name, url)),
    ).then(() => undefined);

  return async () => {
    refreshing ??= refresh().finally(() => (refreshing = undefined));
    await refreshing;
    const parts = routes.services.flatMap(({ name }) => {
      const document = kept.get(name)?.document;
      return document ? [{ service: name, document }] : [];
    });
    const missing = routes.services.filter(({ name }) => !kept.has(name)).map(({ name }) => name);
    return mergeApiDocuments(parts, routes, missing);
  };
}
