import { Events, type NatsConnection } from 'nats';
import { connectNats } from '@hotsprings/service-kit/core';
import { gatewayEnv } from '../config/gateway-env';
import { logger } from './logger';

const RETRY_MS = 1_000;

let connection: Promise<NatsConnection> | undefined;
let closing = false;

/**
 * The gateway's NATS connection, made on first use. The gateway starts and serves without NATS
 * (what it learns there only spares it work), so a failed first connection is retried every
 * second in the background rather than stopping it.
 */
function nats(): Promise<NatsConnection> {
  connection ??= (async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await connectNats(gatewayEnv().NATS_URL, 'gateway');
      } catch (err) {
        if (closing) throw err;
        if (attempt === 1) logger.warn({ err: String(err) }, 'nats unreachable: retrying');
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
      }
    }
  })();
  return connection;
}

/**
 * Follows a notice subject (NOTICES in the contracts). `onLive(true)` once the subscription is in
 * place on the server, so that no later notice can be missed; `onLive(false)` as soon as the
 * connection drops, since notices sent meanwhile are lost; `onLive(true)` again once it is back.
 */
export function followNotices(
  subject: string,
  onNotice: (payload: string) => void,
  onLive: (live: boolean) => void,
): void {
  void nats().then(
    async (nc) => {
      nc.subscribe(subject, { callback: (_err, msg) => onNotice(msg.string()) });
      const confirm = () =>
        nc.flush().then(
          () => onLive(true),
          () => undefined,
        );
      await confirm();
      for await (const status of nc.status()) {
        if (status.type === Events.Disconnect) onLive(false);
        if (status.type === Events.Reconnect) await confirm();
      }
    },
    () => undefined,
  );
}

export async function closeNats(): Promise<void> {
  closing = true;
  const pending = connection;
  connection = undefined;
  const nc = await pending?.catch(() => undefined);
  if (nc && !nc.isClosed()) await nc.drain().catch(() => nc.close());
}
