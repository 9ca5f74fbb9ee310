import { Agent } from 'node:http';

/**
 * Longest a connection to a service is kept idle for reuse when the service announces no
 * keep-alive timeout. Services announce theirs (`Keep-Alive: timeout=5`).
 */
const IDLE_CONNECTION_MS = 60_000;

/**
 * Keep-alive connections to a service, each dropped a second before the service would close it.
 * Node's agent honours the service's `Keep-Alive: timeout=N` only when it has a `timeout` of its
 * own; without one it keeps an idle connection until the service closes it, and a request sent
 * on it at that moment fails (ECONNRESET), which the caller gets as a 502.
 */
export function serviceAgent(): Agent {
  return new Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS });
}
