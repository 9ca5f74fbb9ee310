import { connect, NatsConnection } from 'nats';

/**
 * Connects to NATS and keeps reconnecting forever: the client's default gives up after about
 * 20 s, which would leave a service alive but deaf after a longer NATS outage.
 */
export function connectNats(url: string, name: string): Promise<NatsConnection> {
  return connect({
    servers: url,
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    waitOnFirstConnect: false,
  });
}
