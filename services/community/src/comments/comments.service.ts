import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { type CommentJson, type CommentSort, MAX_COMMENT_DEPTH } from '@hotsprings/contracts';
import {
  type AuthorAction,
  authoredBy,
  type Caller,
  foundOr404,
  notFoundText,
} from '@hotsprings/service-kit';
import { commentCreated, commentDeleted } from '../events/community-events';
import { POST_NOT_FOUND } from '../posts/posts.service';
import { CommunityStore } from '../store/community-store';
import type { CommentRecord, CommentRefusal } from '../store/records';
import { toCommentJson } from './comment-json';
import { inDisplayOrder } from './comment-order';
import type { CreateCommentDto } from './dto/write-comment.dto';

export const COMMENT_NOT_FOUND = notFoundText('comment');
export const COMMENT_DELETED = 'This comment has been deleted.';

const REFUSALS: Record<CommentRefusal, () => Error> = {
  'post-not-found': () => new NotFoundException(POST_NOT_FOUND),
  'parent-elsewhere': () =>
    new BadRequestException('parentCommentId must be a comment on this post.'),
  'parent-deleted': () => new ConflictException('You cannot reply to a deleted comment.'),
  'too-deep': () =>
    new BadRequestException(`Replies can be nested at most ${MAX_COMMENT_DEPTH} levels deep.`),
};

/**
 * Comments and replies. Creations and deletions publish the events that keep the post's
 * comment count; a deleted comment stays in its thread, emptied, so its replies keep their place.
 */
@Injectable()
export class CommentsService {
  constructor(private readonly store: CommunityStore) {}

  async thread(postId: string, sort: CommentSort, viewer: Caller | null): Promise<CommentJson[]> {
    const [post, thread] = await Promise.all([
      this.store.posts.find(postId, null),
      this.store.comments.thread(postId, viewer?.id ?? null),
    ]);
    foundOr404(post, POST_NOT_FOUND);
    return inDisplayOrder(thread, sort).map(toCommentJson);
  }

  async create(caller: Caller, postId: string, dto: CreateCommentDto): Promise<CommentJson> {
    const outcome = await this.store.comments.create(
      {
        postId,
        parentId: dto.parentCommentId,
        userId: caller.id,
        authorUsername: caller.username,
        content: dto.content,
      },
      MAX_COMMENT_DEPTH,
      commentCreated,
    );
    if (typeof outcome === 'string') throw REFUSALS[outcome]();
    return toCommentJson(outcome);
  }

  async update(caller: Caller, id: string, content: string): Promise<CommentJson> {
    const current = await this.authored(caller, id, 'edit');
    if (current.isDeleted) throw new ConflictException(COMMENT_DELETED);
    const updated = await this.store.comments.update(id, content);
    // Deleted in the meantime.
    if (!updated) throw new ConflictException(COMMENT_DELETED);
    return toCommentJson(updated);
  }

  /** Deleting a deleted comment again changes nothing and succeeds. */
  async remove(caller: Caller, id: string): Promise<void> {
    await this.authored(caller, id, 'delete');
    foundOr404(await this.store.comments.remove(id, commentDeleted), COMMENT_NOT_FOUND);
  }

  private async authored(caller: Caller, id: string, action: AuthorAction): Promise<CommentRecord> {
    return authoredBy(caller, await this.store.comments.find(id), 'userId', 'comment', action);
  }
}
