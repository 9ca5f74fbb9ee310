import { DynamicModule, Injectable, Module } from '@nestjs/common';
import type { PremiumChanged } from '@hotsprings/contracts';
import { Database } from '../database/database';
import { keepNewestSql } from '../database/keep-newest';
import { premiumEventsConsumer, type PremiumProjection } from './premium-events.consumer';

const KEEP_SQL = keepNewestSql('premium_members', 'user_id', { user_id: '$1', is_premium: '$2' });

/**
 * Who is premium, kept from billing.premium.changed in the service's own table
 * `premium_members (user_id bigint PRIMARY KEY, is_premium boolean NOT NULL, version bigint NOT
 * NULL)`, which its migrations create.
 */
@Injectable()
export class PremiumMembers implements PremiumProjection {
  constructor(private readonly db: Database) {}

  async keep(event: PremiumChanged): Promise<void> {
    await this.db.query(KEEP_SQL, [
      event.userId.toString(),
      event.isPremium,
      event.version.toString(),
    ]);
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
