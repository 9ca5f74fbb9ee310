import type { SpringState } from '@hotsprings/contracts';
import { type Database, TableProjection } from '@hotsprings/service-kit';
import type { SpringsPort } from '../community-store';

export class PgSprings extends TableProjection<SpringState> implements SpringsPort {
  constructor(db: Database) {
    super(db, 'springs', 'id', { id: '$1', name: '$2' });
  }

  protected row(spring: SpringState): unknown[] {
    return [spring.springId, spring.name ?? null];
  }

  async nameOf(id: number): Promise<{ name: string | null } | undefined> {
    const rows = await this.db.query<{ name: string | null }>(
      'SELECT name FROM springs WHERE id = $1',
      [id],
    );
    return rows[0];
  }
}
