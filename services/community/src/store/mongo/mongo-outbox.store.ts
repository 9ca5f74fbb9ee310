import type { OutboxBacklog, OutboxEvent, OutboxStore } from '@hotsprings/service-kit';
import type { ClientSession } from 'mongoose';
import type { CommunityModels } from './mongo-models';

// A claimed event is left to its relay this long; one that crashed is claimed again after it.
const CLAIM_MS = 30_000;

/** Records events in the change's transaction (`session`), as `addToOutbox` does in PostgreSQL. */
export async function addToMongoOutbox(
  models: CommunityModels,
  session: ClientSession,
  events: OutboxEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const now = new Date();
  await models.outbox.insertMany(
    events.map((e) => ({
      event_id: e.id,
      subject: e.subject,
      payload: Buffer.from(e.payload),
      created_at: now,
    })),
    { session, ordered: true },
  );
}

/** The outbox collection, for the kit's relay. */
export class MongoOutboxStore implements OutboxStore {
  constructor(private readonly models: CommunityModels) {}

  async prepare(): Promise<void> {
    await this.models.outbox.createIndexes();
  }

  /**
   * Oldest first, one event at a time, as the kit's relay does with PostgreSQL: each is claimed,
   * published, and marked. A failed publish hands its event back and ends the turn, so the next
   * turn starts with it again; an event another relay holds ends the turn too, as publishing the
   * younger ones meanwhile would put them ahead of it.
   */
  async publishPending(
    limit: number,
    publish: (event: OutboxEvent) => Promise<void>,
  ): Promise<number> {
    let published = 0;
    while (published < limit) {
      const event = await this.claimOldest();
      if (!event) break;
      try {
        await publish({
          id: event.event_id,
          subject: event.subject,
          payload: bytesOf(event.payload),
        });
      } catch (err) {
        // A claim that cannot be handed back expires after CLAIM_MS all the same.
        await this.models.outbox
          .updateOne(
            { _id: event._id, claimed_until: event.claimed_until },
            { $set: { claimed_until: null } },
          )
          .catch(() => undefined);
        throw err;
      }
      await this.models.outbox.updateOne({ _id: event._id }, [
        { $set: { published_at: '$$NOW', claimed_until: null } },
      ]);
      published += 1;
    }
    return published;
  }

  /**
   * The oldest pending event, claimed for CLAIM_MS on the server's clock (the relays' clocks may
   * differ); null when there is none, or when another relay holds it.
   */
  private async claimOldest() {
    const oldest = await this.models.outbox
      .findOne({ published_at: null }, { _id: 1 })
      .sort({ _id: 1 })
      .lean();
    if (!oldest) return null;
    return this.models.outbox
      .findOneAndUpdate(
        {
          _id: oldest._id,
          published_at: null,
          $expr: { $not: [{ $gt: ['$claimed_until', '$$NOW'] }] },
        },
        [{ $set: { claimed_until: { $add: ['$$NOW', CLAIM_MS] } } }],
        { returnDocument: 'after' },
      )
      .lean();
  }

  async backlog(): Promise<OutboxBacklog> {
    const [pending, oldest] = await Promise.all([
      this.models.outbox.countDocuments({ published_at: null }),
      this.models.outbox.findOne({ published_at: null }, { created_at: 1 }).sort({ _id: 1 }).lean(),
    ]);
    const age = oldest ? (Date.now() - oldest.created_at.getTime()) / 1000 : 0;
    return { pending, oldestAgeSeconds: Math.max(age, 0) };
  }
}

/** A lean read gives BSON's Binary for a Buffer field. */
function bytesOf(value: unknown): Uint8Array {
  return value instanceof Uint8Array ? value : (value as { buffer: Uint8Array }).buffer;
}
