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

  async publishPending(
    limit: number,
    publish: (event: OutboxEvent) => Promise<void>,
  ): Promise<number> {
    const pending = await this.models.outbox
      .find({ published_at: null }, { _id: 1 })
      .sort({ _id: 1 })
      .limit(limit)
      .lean();
    let published = 0;
    for (const { _id } of pending) {
      const now = new Date();
      // Claimed one at a time, so that two relays never publish the same event at once.
      const event = await this.models.outbox
        .findOneAndUpdate(
          {
            _id,
            published_at: null,
            $or: [{ claimed_until: null }, { claimed_until: { $lt: now } }],
          },
          { $set: { claimed_until: new Date(now.getTime() + CLAIM_MS) } },
          { returnDocument: 'after' },
        )
        .lean();
      if (!event) continue;
      await publish({
        id: event.event_id,
        subject: event.subject,
        payload: bytesOf(event.payload),
      });
      await this.models.outbox.updateOne({ _id }, { $set: { published_at: new Date() } });
      published += 1;
    }
    return published;
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
