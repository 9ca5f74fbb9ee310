import { randomUUID } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import {
  CommentCreatedSchema,
  CommentDeletedSchema,
  STREAMS,
  SUBJECTS,
} from '@hotsprings/contracts';
import type { NatsConnection } from 'nats';

export interface StoredMessage {
  subject: string;
  data: Uint8Array;
  msgId: string | undefined;
}

/** Every message the COMMUNITY stream holds, in stream order. */
export async function readCommunityStream(nc: NatsConnection): Promise<StoredMessage[]> {
  const jsm = await nc.jetstreamManager();
  const info = await jsm.streams.info(STREAMS.community.name);
  const messages: StoredMessage[] = [];
  for (
    let seq = info.state.first_seq;
    info.state.messages > 0 && seq <= info.state.last_seq;
    seq++
  ) {
    const msg = await jsm.streams.getMessage(STREAMS.community.name, { seq });
    messages.push({ subject: msg.subject, data: msg.data, msgId: msg.header.get('Nats-Msg-Id') });
  }
  return messages;
}

/** Publishes a comment event as the service's relay would, under a fresh message id. */
export async function publishCommentEvent(
  nc: NatsConnection,
  kind: 'created' | 'deleted',
  commentId: string,
  postId: string,
): Promise<void> {
  const meta = { id: randomUUID(), type: kind };
  const ids = { meta, commentId: BigInt(commentId), postId: BigInt(postId) };
  const [subject, data] =
    kind === 'created'
      ? [SUBJECTS.commentCreated, toBinary(CommentCreatedSchema, create(CommentCreatedSchema, ids))]
      : [
          SUBJECTS.commentDeleted,
          toBinary(CommentDeletedSchema, create(CommentDeletedSchema, ids)),
        ];
  await nc.jetstream().publish(subject, data, { msgID: meta.id });
}
