import { PremiumChangedSchema, SUBJECTS } from '@hotsprings/contracts';
import { type OutboxEvent, outboxEvent } from '@hotsprings/service-kit';
import type { MemberRow } from './member-row';

/** billing.premium.changed with the member's whole standing after the change. */
export function premiumChanged(row: MemberRow): OutboxEvent {
  return outboxEvent(PremiumChangedSchema, SUBJECTS.premiumChanged, {
    userId: BigInt(row.user_id),
    isPremium: row.is_premium,
    subscriptionStatus: row.subscription_status,
    version: BigInt(row.version),
  });
}
