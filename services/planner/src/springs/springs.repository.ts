import { Injectable } from '@nestjs/common';
import type { SpringState } from '@hotsprings/contracts';
import { Database, type SpringProjection } from '@hotsprings/service-kit';

// Only a newer version replaces what is kept, so stale and duplicate events change nothing.
const KEEP_SQL = `
  INSERT INTO springs (id, name, state_code, location, version)
  VALUES ($1, $2, $3, ST_SetSRID(ST_MakePoint($5, $4), 4326)::geography, $6)
  ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, state_code = EXCLUDED.state_code,
    location = EXCLUDED.location, version = EXCLUDED.version
  WHERE springs.version < EXCLUDED.version`;

/** A spring as the planner knows it. */
export interface KnownSpring {
  id: number;
  name: string | null;
  lat: number;
  lon: number;
}

/** The local list of springs, kept from the springs service's events. */
@Injectable()
export class SpringsRepository implements SpringProjection {
  constructor(private readonly db: Database) {}

  async keep(spring: SpringState): Promise<void> {
    await this.db.query(KEEP_SQL, [
      spring.springId,
      spring.name ?? null,
      spring.stateCode,
      spring.latitude,
      spring.longitude,
      spring.version.toString(),
    ]);
  }

  async isEmpty(): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM springs LIMIT 1')).length === 0;
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
