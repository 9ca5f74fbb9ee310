import { Injectable } from '@nestjs/common';
import { addToOutbox, type Caller, Database, type OutboxEvent } from '@hotsprings/service-kit';
import type { PoolClient } from 'pg';
import { isPremium, type MemberRow } from './member-row';
import { premiumChanged } from './premium-events';

const COLUMNS = `user_id, username, email, stripe_customer_id, subscription_id, subscription_status,
  referral_premium, is_premium, version`;

/** What may change in a member's standing; a field left out keeps its value. */
export interface StandingChange {
  subscriptionId?: string;
  subscriptionStatus?: string;
  referralPremium?: boolean;
}

/** A member's standing after a change, and the billing.premium.changed it wrote, if any. */
export interface StandingChanged {
  member: MemberRow;
  announcement: OutboxEvent | null;
}

/**
 * The members and their premium standing. Every change of the standing is written with its
 * billing.premium.changed event, in the caller's transaction.
 */
@Injectable()
export class MembersRepository {
  constructor(private readonly db: Database) {}

  async find(userId: string): Promise<MemberRow | null> {
    const rows = await this.db.query<MemberRow>(
      `SELECT ${COLUMNS} FROM members WHERE user_id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** Records what auth announced of a member (username, email); the standing is untouched. */
  async remember(
    client: PoolClient,
    member: { userId: string; username: string; email: string },
  ): Promise<void> {
    await client.query(
      `INSERT INTO members (user_id, username, email) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET username = EXCLUDED.username, email = EXCLUDED.email`,
      [member.userId, member.username, member.email],
    );
  }

  /**
   * The caller's row, created when billing has not heard of them yet, and locked until the
   * transaction ends: changes of one member's standing happen one after the other.
   */
  async lockCaller(client: PoolClient, caller: Caller): Promise<MemberRow> {
    await client.query(
      `INSERT INTO members (user_id, username) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`,
      [caller.id, caller.username],
    );
    return (await this.lock(client, caller.id))!;
  }

  async lock(client: PoolClient, userId: string): Promise<MemberRow | null> {
    const { rows } = await client.query<MemberRow>(
      `SELECT ${COLUMNS} FROM members WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    return rows[0] ?? null;
  }

  async lockByCustomer(client: PoolClient, customerId: string): Promise<MemberRow | null> {
    const { rows } = await client.query<MemberRow>(
      `SELECT ${COLUMNS} FROM members WHERE stripe_customer_id = $1 FOR UPDATE`,
      [customerId],
    );
    return rows[0] ?? null;
  }

  /** Records the member's Stripe customer unless they have one already; resolves with theirs. */
  async keepCustomer(client: PoolClient, userId: string, customerId: string): Promise<string> {
    const { rows } = await client.query<{ stripe_customer_id: string }>(
      `UPDATE members SET stripe_customer_id = coalesce(stripe_customer_id, $2)
        WHERE user_id = $1 RETURNING stripe_customer_id`,
      [userId, customerId],
    );
    return rows[0]?.stripe_customer_id ?? customerId;
  }

  /**
   * Applies a change to a locked member. When premium or the subscription's status moves, the
   * version rises and billing.premium.changed goes to the outbox (and is handed back, for the
   * answer to wait until it is applied everywhere).
   */
  async changeStanding(
    client: PoolClient,
    member: MemberRow,
    change: StandingChange,
  ): Promise<StandingChanged> {
    const next = {
      subscription_id: change.subscriptionId ?? member.subscription_id,
      subscription_status: change.subscriptionStatus ?? member.subscription_status,
      referral_premium: change.referralPremium ?? member.referral_premium,
    };
    if (
      next.subscription_id === member.subscription_id &&
      next.subscription_status === member.subscription_status &&
      next.referral_premium === member.referral_premium
    ) {
      return { member, announcement: null };
    }
    const premium = isPremium(next);
    const announced =
      premium !== member.is_premium || next.subscription_status !== member.subscription_status;
    const { rows } = await client.query<MemberRow>(
      `UPDATE members SET subscription_id = $2, subscription_status = $3, referral_premium = $4,
              is_premium = $5, version = version + $6, updated_at = now()
        WHERE user_id = $1 RETURNING ${COLUMNS}`,
      [
        member.user_id,
        next.subscription_id,
        next.subscription_status,
        next.referral_premium,
        premium,
        announced ? 1 : 0,
      ],
    );
    const row = rows[0]!;
    if (!announced) return { member: row, announcement: null };
    const announcement = premiumChanged(row);
    await addToOutbox(client, announcement);
    return { member: row, announcement };
  }
}
