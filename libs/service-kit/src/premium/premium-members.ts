import { DynamicModule, Injectable, Module } from '@nestjs/common';
import type { PremiumChanged } from '@hotsprings/contracts';
import { Database } from '../database/database';
import { premiumEventsConsumer, type PremiumProjection } from './premium-events.consumer';

/**
 * Who is premium, kept from billing.premium.changed in the service's own table
 * `premium_members (user_id bigint PRIMARY KEY, is_premium boolean NOT NULL, version bigint NOT
 * NULL)`, which its migrations create.
 */
@Injectable()
export class PremiumMembers implements PremiumProjection {
  constructor(private readonly db: Database) {}

  async keep(event: PremiumChanged): Promise<void> {
    // Only a newer version replaces what is kept, so stale and duplicate events change nothing.
    await this.db.query(
      `INSERT INTO premium_members (user_id, is_premium, version) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET is_premium = EXCLUDED.is_premium, version = EXCLUDED.version
       WHERE premium_members.version < EXCLUDED.version`,
      [event.userId.toString(), event.isPremium, event.version.toString()],
    );
  }

  async isEmpty(): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM premium_members LIMIT 1')).length === 0;
  }

  /** A member billing never announced is not premium. */
  async isPremium(userId: string): Promise<boolean> {
    const rows = await this.db.query<{ is_premium: boolean }>(
      'SELECT is_premium FROM premium_members WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.is_premium ?? false;
  }
}

/** `PremiumMembers` fed by the service's durable consumer of billing.premium.changed. */
@Module({})
export class PremiumMembersModule {
  static register(durableName: string): DynamicModule {
    return {
      module: PremiumMembersModule,
      providers: [PremiumMembers, premiumEventsConsumer(durableName, PremiumMembers)],
      exports: [PremiumMembers],
    };
  }
}
