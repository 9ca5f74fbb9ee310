import { create } from '@bufbuild/protobuf';
import {
  CommentCreatedSchema,
  CommentDeletedSchema,
  PostCreatedSchema,
  PostDeletedSchema,
  PostStateSchema,
  PostUpdatedSchema,
  SUBJECTS,
} from '@hotsprings/contracts';
import { type OutboxEvent, outboxEvent } from '@hotsprings/service-kit';
import type { CommentRecord, PostRecord } from '../store/records';

function stateOf(post: PostRecord) {
  return create(PostStateSchema, {
    postId: BigInt(post.id),
    userId: BigInt(post.userId),
    springId: post.springId ?? undefined,
    title: post.title,
    version: post.version,
  });
}

export const postCreated = (post: PostRecord): OutboxEvent[] => [
  outboxEvent(PostCreatedSchema, SUBJECTS.postCreated, { post: stateOf(post) }),
];

export const postUpdated = (post: PostRecord): OutboxEvent[] => [
  outboxEvent(PostUpdatedSchema, SUBJECTS.postUpdated, { post: stateOf(post) }),
];

/** Deletion is the post's last change: its version is one above the last state's. */
export const postDeleted = (post: PostRecord): OutboxEvent[] => [
  outboxEvent(PostDeletedSchema, SUBJECTS.postDeleted, {
    postId: BigInt(post.id),
    version: post.version + 1n,
  }),
];

export const commentCreated = (comment: CommentRecord): OutboxEvent[] => [
  outboxEvent(CommentCreatedSchema, SUBJECTS.commentCreated, {
    commentId: BigInt(comment.id),
    postId: BigInt(comment.postId),
    parentCommentId: comment.parentId === null ? undefined : BigInt(comment.parentId),
    userId: BigInt(comment.userId),
  }),
];

export const commentDeleted = (comment: CommentRecord): OutboxEvent[] => [
  outboxEvent(CommentDeletedSchema, SUBJECTS.commentDeleted, {
    commentId: BigInt(comment.id),
    postId: BigInt(comment.postId),
  }),
];
