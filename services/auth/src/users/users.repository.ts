import { Injectable } from '@nestjs/common';
import { canonicalUsername, Database } from '@hotsprings/service-kit';
import type { PoolClient } from 'pg';
import type { UserRow } from './user-row';

const COLUMNS = `id, username, canonical_username, email, password_hash, bio, location, is_premium,
  subscription_status, version, created_at`;

/** Names of the unique indexes, to tell which one a concurrent duplicate ran into. */
export const UNIQUE_USERNAME = 'users_canonical_username_unique';
export const UNIQUE_EMAIL = 'users_email_unique';

@Injectable()
export class UsersRepository {
  constructor(private readonly db: Database) {}

  /** The account a name reaches (sign-in, profiles): the one whose canonical username it has. */
  async findByUsername(username: string): Promise<UserRow | null> {
    const [row] = await this.findByUsernames([username]);
    return row ?? null;
  }

  /**
   * The accounts the names reach, in their order (null where none): the lookup behind
   * `findByUsername`, for many names in one query. PostgreSQL pairs each name with its account,
   * by plain equality of the canonical forms: no function of the database's locale takes part.
   */
  async findByUsernames(usernames: readonly string[]): Promise<(UserRow | null)[]> {
    const rows = await this.db.query<UserRow & { position: string }>(
      `SELECT asked.position, ${COLUMNS}
         FROM unnest($1::text[]) WITH ORDINALITY AS asked (canonical, position)
         JOIN users ON users.canonical_username = asked.canonical`,
      [usernames.map(canonicalUsername)],
    );
    const found: (UserRow | null)[] = usernames.map(() => null);
    for (const { position, ...row } of rows) found[Number(position) - 1] = row;
    return found;
  }

  async findById(id: string): Promise<UserRow | null> {
    const rows = await this.db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async usernameTaken(username: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM users WHERE canonical_username = $1', [
      canonicalUsername(username),
    ]);
    return rows.length > 0;
  }

  async emailTaken(email: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
    return rows.length > 0;
  }

  async insert(
    client: PoolClient,
    user: { username: string; email: string; passwordHash: string },
  ): Promise<UserRow> {
    const { rows } = await client.query<UserRow>(
      `INSERT INTO users (username, canonical_username, email, password_hash)
       VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [user.username, canonicalUsername(user.username), user.email, user.passwordHash],
    );
    return rows[0]!;
  }

  /** Applies the given fields (undefined keeps the current value); null when the user is gone. */
  async updateProfile(
    client: PoolClient,
    id: string,
    profile: { location?: string; bio?: string },
  ): Promise<UserRow | null> {
    const { rows } = await client.query<UserRow>(
      `UPDATE users SET location = coalesce($2, location), bio = coalesce($3, bio),
              version = version + 1, updated_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, profile.location ?? null, profile.bio ?? null],
    );
    return rows[0] ?? null;
  }
}
