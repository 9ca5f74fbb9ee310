import { randomUUID } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import {
  SpringCreatedSchema,
  SpringStateSchema,
  SpringUpdatedSchema,
  SUBJECTS,
} from '@hotsprings/contracts';
import type { NatsConnection } from 'nats';

export interface TestSpring {
  id: number;
  name?: string;
  version: number;
  /** Where it is; near Stanley, Idaho unless given. */
  latitude?: number;
  longitude?: number;
}

/**
 * Publishes a spring's event as the springs service's outbox relay does (the event id is the
 * message id); `eventId` repeats an earlier publication, which the stream then drops.
 */
export async function publishSpringEvent(
  nc: NatsConnection,
  kind: 'created' | 'updated',
  spring: TestSpring,
  eventId = randomUUID(),
): Promise<void> {
  const subject = kind === 'created' ? SUBJECTS.springCreated : SUBJECTS.springUpdated;
  const meta = { id: eventId, type: subject };
  const state = create(SpringStateSchema, {
    springId: spring.id,
    name: spring.name,
    stateCode: 'ID',
    latitude: spring.latitude ?? 44.5,
    longitude: spring.longitude ?? -115.2,
    version: BigInt(spring.version),
  });
  const data =
    kind === 'created'
      ? toBinary(SpringCreatedSchema, create(SpringCreatedSchema, { meta, spring: state }))
      : toBinary(SpringUpdatedSchema, create(SpringUpdatedSchema, { meta, spring: state }));
  await nc.jetstream().publish(subject, data, { msgID: eventId });
}

/** A fresh spring id, so that what one test writes about a spring never shows in another's lists. */
export function uniqueSpringId(): number {
  return 1_000_000 + Math.floor(Math.random() * 2_000_000_000);
}

/** Announces a new spring (version 1) with a fresh id, named `Spring <id>` unless given; its id. */
export async function publishNewSpring(nc: NatsConnection, name?: string): Promise<number> {
  const id = uniqueSpringId();
  await publishSpringEvent(nc, 'created', { id, name: name ?? `Spring ${id}`, version: 1 });
  return id;
}
