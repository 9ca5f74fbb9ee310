import { DynamicModule, Injectable, Module } from '@nestjs/common';
import type { PremiumChanged } from '@hotsprings/contracts';
import { Database } from '../database/database';
import { TableProjection } from '../database/table-projection';
import { premiumEventsConsumer, type PremiumProjection } from './premium-events.consumer';

/**
 * Who is premium, kept from billing.premium.changed in the service's own table
 * `premium_members (user_id bigint PRIMARY KEY, is_premium boolean NOT NULL, version bigint NOT
 * NULL)`, which its migrations create.
 */
@Injectable()
export class PremiumMembers extends TableProjection<PremiumChanged> implements PremiumProjection {
  constructor(db: Database) {
    super(db, 'premium_members', 'user_id', { user_id: '$1', is_premium: '$2' });
  }

  protected row(event: PremiumChanged): unknown[] {
    return [event.userId.toString(), event.isPremium];
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
