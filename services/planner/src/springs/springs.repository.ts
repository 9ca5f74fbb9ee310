import { Injectable } from '@nestjs/common';
import type { SpringState } from '@hotsprings/contracts';
import { Database, type SpringProjection, TableProjection } from '@hotsprings/service-kit';

/** A spring as the planner knows it. */
export interface KnownSpring {
  id: number;
  name: string | null;
  lat: number;
  lon: number;
}

/** The local list of springs, kept from the springs service's events. */
@Injectable()
export class SpringsRepository extends TableProjection<SpringState> implements SpringProjection {
  constructor(db: Database) {
    super(db, 'springs', 'id', {
      id: '$1',
      name: '$2',
      state_code: '$3',
      location: 'ST_SetSRID(ST_MakePoint($5, $4), 4326)::geography',
    });
  }

  protected row(spring: SpringState): unknown[] {
    return [
      spring.springId,
      spring.name ?? null,
      spring.stateCode,
      spring.latitude,
      spring.longitude,
    ];
  }

  /** The springs of these ids that are known, by id. */
  async find(ids: readonly number[]): Promise<Map<number, KnownSpring>> {
    const rows = await this.db.query<KnownSpring>(
      `SELECT id, name, ST_Y(location::geometry) AS lat, ST_X(location::geometry) AS lon
         FROM springs WHERE id = ANY($1::int[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }
}
