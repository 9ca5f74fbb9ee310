import { Injectable, NotFoundException } from '@nestjs/common';
import type { SpringState } from '@hotsprings/contracts';
import { Database, keepNewestSql, SPRING_NOT_FOUND } from '@hotsprings/service-kit';
import type { PoolClient } from 'pg';

// Answers the name only when the event was newer than the state held.
const KEEP_SQL = keepNewestSql('springs', 'id', { id: '$1', name: '$2' }, 'name');

/** The local list of springs, kept from the springs service's events. */
@Injectable()
export class SpringsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Keeps the spring's state when it is newer than the one held; a new name is copied onto the
   * spring's reviews. Two statements: the second sees a review committed while the first waited
   * for that review's lock on the spring (see `nameForReview`).
   */
  async keep(spring: SpringState): Promise<void> {
    await this.db.transaction(async (client) => {
      const { rows } = await client.query<{ name: string | null }>(KEEP_SQL, [
        spring.springId,
        spring.name ?? null,
        spring.version.toString(),
      ]);
      if (rows.length === 0) return;
      await client.query(
        `UPDATE reviews SET spring_name = $2
          WHERE spring_id = $1 AND spring_name IS DISTINCT FROM $2`,
        [spring.springId, rows[0]?.name ?? null],
      );
    });
  }

  /** A write about a spring this service does not know is refused (404) before any work. */
  async refuseUnknown(id: number): Promise<void> {
    const rows = await this.db.query('SELECT 1 FROM springs WHERE id = $1', [id]);
    if (rows.length === 0) throw new NotFoundException(SPRING_NOT_FOUND);
  }

  /**
   * The spring's name for a review written in this transaction, or undefined for an unknown
   * spring. The row stays locked until the review is committed, so a rename waits for it and
   * then renames it too.
   */
  async nameForReview(
    client: PoolClient,
    id: number,
  ): Promise<{ name: string | null } | undefined> {
    const { rows } = await client.query<{ name: string | null }>(
      'SELECT name FROM springs WHERE id = $1 FOR SHARE',
      [id],
    );
    return rows[0];
  }

  /** True while no spring event has been kept: a new or emptied database. */
  async isEmpty(): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM springs LIMIT 1')).length === 0;
  }
}
