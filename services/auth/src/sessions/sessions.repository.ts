import { Injectable } from '@nestjs/common';
import { Database } from '@hotsprings/service-kit';
import type { PoolClient } from 'pg';
import type { UserRow } from '../users/user-row';
import type { Revocation } from './revoked-sessions.cache';

@Injectable()
export class SessionsRepository {
  constructor(private readonly db: Database) {}

  async insert(
    client: PoolClient,
    session: { id: string; userId: string; createdAt: Date; expiresAt: Date },
  ): Promise<void> {
    await client.query(
      'INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [session.id, session.userId, session.createdAt, session.expiresAt],
    );
  }

  /** The user of a session that is neither revoked nor expired. */
  async activeUser(sessionId: string, userId: string): Promise<UserRow | null> {
    const rows = await this.db.query<UserRow>(
      `SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [sessionId, userId],
    );
    return rows[0] ?? null;
  }

  /** Marks a session revoked; already revoked or unknown sessions are left as they are. */
  async revoke(sessionId: string): Promise<void> {
    await this.db.query(
      'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL',
      [sessionId],
    );
  }

  /** Revocations the gateway has not been told about yet, for sessions still alive. */
  async unsharedRevocations(limit: number): Promise<Revocation[]> {
    return this.db.query(
      `SELECT id, expires_at FROM sessions
        WHERE revoked_at IS NOT NULL AND NOT revocation_shared AND expires_at > now()
        ORDER BY revoked_at LIMIT $1`,
      [limit],
    );
  }

  async markShared(sessionIds: readonly string[]): Promise<void> {
    await this.db.query('UPDATE sessions SET revocation_shared = true WHERE id = ANY($1::uuid[])', [
      sessionIds,
    ]);
  }

  /** Every revocation of a session still alive, in pages in id order after `afterId`. */
  async liveRevocations(afterId: string | null, limit: number): Promise<Revocation[]> {
    return this.db.query(
      `SELECT id, expires_at FROM sessions
        WHERE revoked_at IS NOT NULL AND expires_at > now() AND ($1::uuid IS NULL OR id > $1)
        ORDER BY id LIMIT $2`,
      [afterId, limit],
    );
  }
}
