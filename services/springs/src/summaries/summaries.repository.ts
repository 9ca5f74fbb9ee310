import { Injectable } from '@nestjs/common';
import { Database } from '@hotsprings/service-kit';

/** The stored summaries of springs, and how many each member had written lately. */
@Injectable()
export class SummariesRepository {
  constructor(private readonly db: Database) {}

  async stored(springId: number): Promise<{ text: string | null; source: string | null }> {
    const rows = await this.db.query<{
      ai_summary: string | null;
      ai_summary_source: string | null;
    }>('SELECT ai_summary, ai_summary_source FROM springs WHERE id = $1', [springId]);
    return { text: rows[0]?.ai_summary ?? null, source: rows[0]?.ai_summary_source ?? null };
  }

  async store(springId: number, text: string, source: string): Promise<void> {
    await this.db.query(
      'UPDATE springs SET ai_summary = $2, ai_summary_source = $3 WHERE id = $1',
      [springId, text, source],
    );
  }

  /**
   * Counts one more summary for the member when they have written fewer than `perHour` in the
   * last hour; false when they have not. One statement under the member's advisory lock, so
   * simultaneous requests cannot all slip under the limit.
   */
  async countGeneration(userId: string, perHour: number): Promise<boolean> {
    return this.db.transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('summaries'), hashtext($1))", [
        userId,
      ]);
      await client.query(
        "DELETE FROM summary_generations WHERE user_id = $1 AND generated_at <= now() - interval '1 hour'",
        [userId],
      );
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM summary_generations WHERE user_id = $1',
        [userId],
      );
      if ((rows[0]?.n ?? 0) >= perHour) return false;
      await client.query('INSERT INTO summary_generations (user_id) VALUES ($1)', [userId]);
      return true;
    });
  }
}
