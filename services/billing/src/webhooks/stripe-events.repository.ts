import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';

/** The Stripe events already handled. */
@Injectable()
export class StripeEventsRepository {
  /**
   * Records the event in the transaction of its effect; false when it was recorded before. A
   * second delivery of the same event in flight waits here until the first one commits.
   */
  async record(client: PoolClient, event: { id: string; type: string }): Promise<boolean> {
    const { rowCount } = await client.query(
      'INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING',
      [event.id, event.type],
    );
    return rowCount === 1;
  }
}
