import type { SpringState } from '@hotsprings/contracts';
import { type Database, keepNewestSql } from '@hotsprings/service-kit';
import type { SpringsPort } from '../community-store';

const KEEP_SQL = keepNewestSql('springs', 'id', { id: '$1', name: '$2' });

export class PgSprings implements SpringsPort {
  constructor(private readonly db: Database) {}

  async keep(spring: SpringState): Promise<void> {
    await this.db.query(KEEP_SQL, [
      spring.springId,
      spring.name ?? null,
      spring.version.toString(),
    ]);
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
