import type { ClientSession, PipelineStage } from 'mongoose';
import type { EventsOf } from '../records';
import type { CommunityModels } from './mongo-models';
import { addToMongoOutbox } from './mongo-outbox.store';

/** A read of records as a viewer sees them (mongo-reads' readPosts, readComments). */
type ReadAs<R> = (
  models: CommunityModels,
  stages: PipelineStage[],
  viewerId: string | null,
  session: ClientSession,
) => Promise<R[]>;

/**
 * What a create or an edit answers: the document it wrote, read back in its transaction as its
 * author sees it, with the record's events added to the outbox in that same transaction.
 */
export async function writtenWithEvents<R>(
  models: CommunityModels,
  session: ClientSession,
  read: ReadAs<R>,
  written: { id: number; authorId: string },
  events: EventsOf<R>,
): Promise<R> {
  const [record] = await read(models, [{ $match: { _id: written.id } }], written.authorId, session);
  await addToMongoOutbox(models, session, await events(record as R));
  return record as R;
}
