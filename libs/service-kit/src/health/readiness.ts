/**
 * What a check that fails does to readiness. `unavailable`: the replica cannot serve its requests
 * without it (its own database), so `/readyz` answers 503 and Kubernetes stops sending it any.
 * `degraded`: it serves without it (writes wait in the outbox while NATS is away), so it stays
 * ready and only reports it; every replica shares such a dependency, and taking them all out
 * of their Service would turn its outage into the site's.
 */
export type CheckFailure = 'unavailable' | 'degraded';

export type CheckState = 'ok' | CheckFailure;

/** The answer of `/readyz`, the services' and the gateway's: `{ status, checks }`. */
export interface Readiness {
  /** The worst of the checks: `ok`, `degraded` (still ready) or `unavailable` (not ready). */
  status: CheckState;
  checks: Record<string, CheckState>;
}

/** The readiness of a set of checks: its status is the worst of them. */
export function readinessOf(checks: Record<string, CheckState>): Readiness {
  const states = Object.values(checks);
  const status = states.includes('unavailable')
    ? 'unavailable'
    : states.includes('degraded')
      ? 'degraded'
      : 'ok';
  return { status, checks };
}

/** 503 only when the replica cannot serve: what the orchestrators act on. */
export const readinessHttpStatus = (readiness: Readiness): 200 | 503 =>
  readiness.status === 'unavailable' ? 503 : 200;
