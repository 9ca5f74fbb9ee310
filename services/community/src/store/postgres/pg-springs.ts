import type { SpringState } from '@hotsprings/contracts';
import type { Database } from '@hotsprings/service-kit';
import type { SpringsPort } from '../community-store';

export class PgSprings implements SpringsPort {
  constructor(private readonly db: Database) {}

  /** Only a newer version replaces what is kept: stale and duplicate events change nothing. */
  async keep(spring: SpringState): Promise<void> {
    await this.db.query(
      `INSERT INTO springs (id, name, version) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, version = EXCLUDED.version
       WHERE springs.version < EXCLUDED.version`,
      [spring.springId, spring.name ?? null, spring.version.toString()],
    );
  }

  async isEmpty(): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM springs LIMIT 1')).length === 0;
  }

  async nameOf(id: number): Promise<{ name: string | null } | undefined> {
    const rows = await this.db.query<{ name: string | null }>(
      'SELECT name FROM springs WHERE id = $1',
      [id],
    );
    return rows[0];
  }
}
