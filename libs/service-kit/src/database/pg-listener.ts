import { Logger } from '@nestjs/common';
import { Client } from 'pg';

const RETRY_MS = 1000;

/**
 * Listens on a PostgreSQL NOTIFY channel on its own connection, reconnecting forever.
 * `onReset` runs whenever notifications may have been missed (each connect and each loss), so a
 * cache that follows the channel can drop everything and bypass itself until `connected`.
 */
export class PgListener {
  private readonly logger = new Logger(PgListener.name);
  private client?: Client;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  connected = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onNotify: (payload: string | undefined) => void,
    private readonly onReset: (connected: boolean) => void,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel))
      throw new Error(`Unsupported channel name: ${channel}`);
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.connected = false;
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.url });
    this.client = client;
    client.on('notification', (msg) => {
      if (msg.channel === this.channel) this.onNotify(msg.payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      this.connected = true;
      this.onReset(true);
    } catch (err) {
      this.logger.warn(`LISTEN ${this.channel}: ${String(err)}`);
      this.lost(client);
    }
  }

  private lost(client: Client): void {
    if (this.client !== client || this.stopped) return;
    this.client = undefined;
    this.connected = false;
    this.onReset(false);
    client.end().catch(() => undefined);
    this.retry = setTimeout(() => void this.connect(), RETRY_MS);
  }
}
