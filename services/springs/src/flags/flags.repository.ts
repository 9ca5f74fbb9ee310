import type { Caller, Queryable } from '@hotsprings/service-kit';
import { Injectable } from '@nestjs/common';
import type { FlagSpringDto } from './dto/flag-spring.dto';
import type { SpringFlagRow } from './spring-flag-row';

const COLUMNS = `f.id, f.spring_id, s.name AS spring_name, f.user_id, f.username, f.fact, f.note,
  f.status, f.created_at, f.resolved_at, f.resolution_note`;

/** Members' flags on springs' facts, and their resolution by operators. */
@Injectable()
export class FlagsRepository {
  /** Stores the flag; null when the spring does not exist. */
  async insert(
    db: Queryable,
    caller: Caller,
    springId: number,
    flag: FlagSpringDto,
  ): Promise<SpringFlagRow | null> {
    const { rows } = await db.query<SpringFlagRow>(
      `WITH f AS (
         INSERT INTO spring_flags (spring_id, user_id, username, fact, note)
         SELECT id, $2, $3, $4, $5 FROM springs WHERE id = $1
         RETURNING *)
       SELECT ${COLUMNS} FROM f JOIN springs s ON s.id = f.spring_id`,
      [springId, caller.id, caller.username, flag.fact, flag.note],
    );
    return rows[0] ?? null;
  }

  /** Newest first: the open ones, or all of them. */
  async list(db: Queryable, options: { all: boolean }): Promise<SpringFlagRow[]> {
    const { rows } = await db.query<SpringFlagRow>(
      `SELECT ${COLUMNS} FROM spring_flags f JOIN springs s ON s.id = f.spring_id
        WHERE $1 OR f.status = 'open'
        ORDER BY f.created_at DESC, f.id DESC`,
      [options.all],
    );
    return rows;
  }

  /** Marks the flag resolved (again, with the new note, when it was already); null if unknown. */
  async resolve(db: Queryable, id: string, note: string | null): Promise<SpringFlagRow | null> {
    const { rows } = await db.query<SpringFlagRow>(
      `WITH f AS (
         UPDATE spring_flags SET status = 'resolved', resolved_at = now(),
                resolution_note = coalesce($2, resolution_note)
          WHERE id = $1
         RETURNING *)
       SELECT ${COLUMNS} FROM f JOIN springs s ON s.id = f.spring_id`,
      [id, note],
    );
    return rows[0] ?? null;
  }
}
