import { Inject, Injectable } from '@nestjs/common';
import {
  CommentCreatedSchema,
  CommentDeletedSchema,
  STREAMS,
  SUBJECTS,
} from '@hotsprings/contracts';
import { type ContractEvent, EventConsumer, NATS_CONNECTION } from '@hotsprings/service-kit';
import type { NatsConnection } from 'nats';
import { CommunityStore } from '../store/community-store';

/** Shared by every replica, so each event is counted by one of them. */
export const COMMENT_COUNTS_DURABLE = 'community-comment-counts';

const CONTRACTS = {
  [SUBJECTS.commentCreated]: CommentCreatedSchema,
  [SUBJECTS.commentDeleted]: CommentDeletedSchema,
};

/**
 * Keeps each post's comment_count from community.comment.created/deleted, through the store's
 * one entry per comment id: duplicates, replays and a deletion heard before its creation never
 * move a count twice. A consumer that was down catches up from its durable position; an empty
 * projection (a new or emptied store) replays the stream from its start.
 */
@Injectable()
export class CommentCountsConsumer extends EventConsumer<typeof CONTRACTS> {
  constructor(
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    private readonly store: CommunityStore,
  ) {
    super(nc, {
      stream: STREAMS.community,
      durableName: COMMENT_COUNTS_DURABLE,
      filterSubjects: ['community.comment.*'],
      contracts: CONTRACTS,
      isValid: ({ message }) => message.commentId > 0n && message.postId > 0n,
    });
  }

  protected override replayWhen(): Promise<boolean> {
    return this.store.commentCounts.isEmpty();
  }

  protected async handle({ subject, message }: ContractEvent<typeof CONTRACTS>): Promise<void> {
    const [comment, post] = [message.commentId.toString(), message.postId.toString()];
    if (subject === SUBJECTS.commentCreated) await this.store.commentCounts.created(comment, post);
    else await this.store.commentCounts.deleted(comment, post);
  }
}
