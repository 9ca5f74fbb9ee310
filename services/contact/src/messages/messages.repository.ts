import type { Queryable } from '@hotsprings/service-kit';
import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import type { SendMessageDto } from './dto/send-message.dto';
import type { MessageRow } from './message-row';

const COLUMNS = `id, name, email, subject, message, received_at, delivered_at, delivery_attempts,
  last_error`;

/** The contact form's messages and their delivery. */
@Injectable()
export class MessagesRepository {
  async insert(client: Queryable, message: SendMessageDto): Promise<MessageRow> {
    const { rows } = await client.query<MessageRow>(
      `INSERT INTO messages (name, email, subject, message) VALUES ($1, $2, $3, $4)
       RETURNING ${COLUMNS}`,
      [message.name, message.email, message.subject, message.message],
    );
    return rows[0]!;
  }

  /** Newest first; only those not sent on by e-mail when asked. */
  async list(
    db: Queryable,
    options: { undelivered: boolean; limit: number },
  ): Promise<MessageRow[]> {
    const { rows } = await db.query<MessageRow>(
      `SELECT ${COLUMNS} FROM messages WHERE NOT $1 OR delivered_at IS NULL
        ORDER BY id DESC LIMIT $2`,
      [options.undelivered, options.limit],
    );
    return rows;
  }

  /**
   * The oldest message due for delivery, locked until the transaction ends; replicas skip it
   * meanwhile, so each message is sent by one of them.
   */
  async lockNextDue(client: PoolClient): Promise<MessageRow | null> {
    const { rows } = await client.query<MessageRow>(
      `SELECT ${COLUMNS} FROM messages
        WHERE delivered_at IS NULL AND next_attempt_at <= now()
        ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    return rows[0] ?? null;
  }

  async markDelivered(client: PoolClient, id: string): Promise<void> {
    await client.query(
      `UPDATE messages SET delivered_at = now(), delivery_attempts = delivery_attempts + 1,
              last_error = NULL WHERE id = $1`,
      [id],
    );
  }

  /** Tries again after `retrySeconds` times the attempts so far, an hour at most. */
  async markFailed(
    client: PoolClient,
    id: string,
    error: string,
    retrySeconds: number,
  ): Promise<void> {
    await client.query(
      `UPDATE messages SET delivery_attempts = delivery_attempts + 1, last_error = $2,
              next_attempt_at = now() + least(
                make_interval(secs => $3::int * (delivery_attempts + 1)), interval '1 hour')
        WHERE id = $1`,
      [id, error.slice(0, 500), retrySeconds],
    );
  }
}
