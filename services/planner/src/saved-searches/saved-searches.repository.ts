import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { SavedSearchJson } from '@hotsprings/contracts';
import { Database } from '@hotsprings/service-kit';
import type { SaveSearchDto } from './dto/save-search.dto';

interface SavedSearchRow {
  id: string;
  start_name: string;
  start_lat: number;
  start_lon: number;
  end_name: string;
  end_lat: number;
  end_lon: number;
  max_distance: number;
  created_at: Date;
}

/** Searches kept for share links, under random ids. */
@Injectable()
export class SavedSearchesRepository {
  constructor(private readonly db: Database) {}

  async save(userId: string, search: SaveSearchDto): Promise<string> {
    const id = randomBytes(16).toString('base64url');
    await this.db.query(
      `INSERT INTO saved_searches (id, user_id, start_name, start_lat, start_lon, end_name, end_lat,
         end_lon, max_distance) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        userId,
        search.start,
        search.startCoords.lat,
        search.startCoords.lon,
        search.end,
        search.endCoords.lat,
        search.endCoords.lon,
        search.maxDistance,
      ],
    );
    return id;
  }

  async find(id: string): Promise<SavedSearchJson | undefined> {
    const rows = await this.db.query<SavedSearchRow>('SELECT * FROM saved_searches WHERE id = $1', [
      id,
    ]);
    const row = rows[0];
    return (
      row && {
        id: row.id,
        start: row.start_name,
        startCoords: { lat: row.start_lat, lon: row.start_lon },
        end: row.end_name,
        endCoords: { lat: row.end_lat, lon: row.end_lon },
        maxDistance: row.max_distance,
        created_at: row.created_at.toISOString(),
      }
    );
  }
}
