import { connect, NatsConnection } from 'nats';

/**
 * Every NATS connection of ours (events, and both ends of RPC) reconnects forever, a second apart:
 * the client's default gives up after about 20 s, which would leave a service alive but deaf after
 * a longer NATS outage.
 */
export const RECONNECT_FOREVER = { maxReconnectAttempts: -1, reconnectTimeWait: 1000 } as const;

/** Connects to NATS, reconnecting forever. */
export function connectNats(url: string, name: string): Promise<NatsConnection> {
  return connect({ servers: url, name, ...RECONNECT_FOREVER, waitOnFirstConnect: false });
}
