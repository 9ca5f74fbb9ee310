import { Injectable } from '@nestjs/common';
import type { FavoriteEntryJson } from '@hotsprings/contracts';
import { Caller, Database } from '@hotsprings/service-kit';

@Injectable()
export class FavoritesRepository {
  constructor(private readonly db: Database) {}

  /** Saves or re-files the favorite; false when the spring does not exist. */
  async save(caller: Caller, springId: number, category: string): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO favorites (user_id, username, spring_id, category)
       SELECT $1, $2, id, $4 FROM springs WHERE id = $3
       ON CONFLICT (user_id, spring_id)
       DO UPDATE SET category = EXCLUDED.category, username = EXCLUDED.username,
                     created_at = CASE WHEN favorites.category = EXCLUDED.category THEN favorites.created_at ELSE now() END
       RETURNING spring_id`,
      [caller.id, caller.username, springId, category],
    );
    return rows.length > 0;
  }

  async remove(userId: string, springId: number): Promise<void> {
    await this.db.query('DELETE FROM favorites WHERE user_id = $1 AND spring_id = $2', [
      userId,
      springId,
    ]);
  }

  listFor(username: string, categories: readonly string[]): Promise<FavoriteEntryJson[]> {
    return this.db.query<FavoriteEntryJson>(
      `SELECT s.id, s.name, s.state_code, f.category, to_json(f.created_at) #>> '{}' AS visited_at,
              s.latest_image_url, s.average_rating::float8 AS average_rating
         FROM favorites f JOIN springs s ON s.id = f.spring_id
        WHERE lower(f.username) = lower($1) AND f.category = ANY($2)
        ORDER BY f.created_at DESC, s.id`,
      [username, categories],
    );
  }
}
