import { PremiumChangedSchema, SUBJECTS } from '@hotsprings/contracts';
import type { NatsConnection } from 'nats';
import { publishEvent } from './stream-events';

/**
 * Publishes a member's premium standing as billing's outbox relay does (event id = message id).
 * The subscription status is 'active' for premium and 'canceled' otherwise unless given.
 */
export async function publishPremiumChanged(
  nc: NatsConnection,
  standing: { userId: string; isPremium: boolean; version: number; subscriptionStatus?: string },
): Promise<void> {
  await publishEvent(nc, PremiumChangedSchema, SUBJECTS.premiumChanged, {
    userId: BigInt(standing.userId),
    isPremium: standing.isPremium,
    subscriptionStatus: standing.subscriptionStatus ?? (standing.isPremium ? 'active' : 'canceled'),
    version: BigInt(standing.version),
  });
}
