import type { Queryable } from '@hotsprings/service-kit';
import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { normaliseCode, type ReferralCodeRow, type RefusedCode } from './referral-code-row';

const COLUMNS = 'code, max_uses, uses, expires_at, note, created_at';

export interface NewReferralCode {
  code: string;
  maxUses: number | null;
  expiresAt: Date | null;
  note: string;
}

/** Referral codes, their redemptions, and the wrong codes members typed. */
@Injectable()
export class ReferralCodesRepository {
  async create(db: Queryable, code: NewReferralCode): Promise<ReferralCodeRow> {
    const { rows } = await db.query<ReferralCodeRow>(
      `INSERT INTO referral_codes (code, max_uses, expires_at, note) VALUES ($1, $2, $3, $4)
       RETURNING ${COLUMNS}`,
      [normaliseCode(code.code), code.maxUses, code.expiresAt, code.note],
    );
    return rows[0]!;
  }

  async list(db: Queryable): Promise<ReferralCodeRow[]> {
    return (
      await db.query<ReferralCodeRow>(`SELECT ${COLUMNS} FROM referral_codes ORDER BY created_at`)
    ).rows;
  }

  async findByNote(db: Queryable, note: string): Promise<ReferralCodeRow | null> {
    const { rows } = await db.query<ReferralCodeRow>(
      `SELECT ${COLUMNS} FROM referral_codes WHERE note = $1 ORDER BY created_at LIMIT 1`,
      [note],
    );
    return rows[0] ?? null;
  }

  /**
   * Uses the code once if it is live: one statement, so concurrent members can never take more
   * uses than the limit allows. Says why when it is not.
   */
  async take(client: PoolClient, typed: string): Promise<'taken' | RefusedCode> {
    const code = normaliseCode(typed);
    const taken = await client.query(
      `UPDATE referral_codes SET uses = uses + 1
        WHERE code = $1 AND (max_uses IS NULL OR uses < max_uses)
          AND (expires_at IS NULL OR expires_at > now())`,
      [code],
    );
    if (taken.rowCount === 1) return 'taken';
    const { rows } = await client.query<{ expired: boolean }>(
      'SELECT expires_at <= now() AS expired FROM referral_codes WHERE code = $1',
      [code],
    );
    if (!rows[0]) return 'unknown';
    return rows[0].expired ? 'expired' : 'used-up';
  }

  async recordRedemption(
    client: PoolClient,
    typed: string,
    userId: string,
    source: 'registration' | 'settings',
  ): Promise<void> {
    await client.query(
      'INSERT INTO referral_redemptions (code, user_id, source) VALUES ($1, $2, $3)',
      [normaliseCode(typed), userId, source],
    );
  }

  async hasRedeemed(client: PoolClient, userId: string): Promise<boolean> {
    const { rows } = await client.query('SELECT 1 FROM referral_redemptions WHERE user_id = $1', [
      userId,
    ]);
    return rows.length > 0;
  }

  /** Wrong codes the member typed in the last hour. */
  async recentFailures(client: PoolClient, userId: string): Promise<number> {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM referral_failures
        WHERE user_id = $1 AND failed_at > now() - interval '1 hour'`,
      [userId],
    );
    return rows[0]?.n ?? 0;
  }

  /** Counts a wrong code, and forgets the member's ones that no longer count. */
  async recordFailure(client: PoolClient, userId: string): Promise<void> {
    await client.query(
      `DELETE FROM referral_failures WHERE user_id = $1 AND failed_at <= now() - interval '1 hour'`,
      [userId],
    );
    await client.query('INSERT INTO referral_failures (user_id) VALUES ($1)', [userId]);
  }
}
