import { randomUUID } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import { PremiumChangedSchema, SUBJECTS } from '@hotsprings/contracts';
import type { NatsConnection } from 'nats';

/** Publishes a member's premium standing as billing's outbox relay does (event id = message id). */
export async function publishPremiumChanged(
  nc: NatsConnection,
  standing: { userId: string; isPremium: boolean; version: number },
): Promise<void> {
  const id = randomUUID();
  const event = create(PremiumChangedSchema, {
    meta: { id, type: SUBJECTS.premiumChanged },
    userId: BigInt(standing.userId),
    isPremium: standing.isPremium,
    subscriptionStatus: standing.isPremium ? 'active' : 'canceled',
    version: BigInt(standing.version),
  });
  await nc.jetstream().publish(SUBJECTS.premiumChanged, toBinary(PremiumChangedSchema, event), {
    msgID: id,
  });
}
