import { Injectable } from '@nestjs/common';
import { Database } from '@hotsprings/service-kit';

/** The stored summaries of springs, and how many each member had written lately. */
@Injectable()
export class SummariesRepository {
  constructor(private readonly db: Database) {}

  async store(springId: number, text: string, source: string): Promise<void> {
    await this.db.query(
      'UPDATE springs SET ai_summary = $2, ai_summary_source = $3 WHERE id = $1',
      [springId, text, source],
    );
  }

  /**
   * Counts one more summary for the member when they have written fewer than `perHour` in the
   * last hour; false when they have not. One statement (which also forgets older ones) under the
   * member's advisory lock, so simultaneous requests cannot all slip under the limit.
   */
  async countGeneration(userId: string, perHour: number): Promise<boolean> {
    return this.db.transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('summaries'), hashtext($1))", [
        userId,
      ]);
      const { rowCount } = await client.query(
        `WITH forgotten AS (
           DELETE FROM summary_generations
            WHERE user_id = $1 AND generated_at <= now() - interval '1 hour'),
         recent AS (
           SELECT count(*) AS n FROM summary_generations
            WHERE user_id = $1 AND generated_at > now() - interval '1 hour')
         INSERT INTO summary_generations (user_id) SELECT $1 FROM recent WHERE n < $2`,
        [userId, perHour],
      );
      return rowCount === 1;
    });
  }
}
