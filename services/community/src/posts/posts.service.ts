import { BadRequestException, Injectable } from '@nestjs/common';
import type { PostJson, PostPageJson } from '@hotsprings/contracts';
import {
  type AuthorAction,
  authoredBy,
  type Caller,
  foundOr404,
  notFoundText,
  SPRING_NOT_FOUND,
} from '@hotsprings/service-kit';
import { ImagesService } from '@hotsprings/service-kit/images';
import { postCreated, postDeleted, postUpdated } from '../events/community-events';
import { CommunityStore } from '../store/community-store';
import type { PostRecord } from '../store/records';
import type { ListPostsDto } from './dto/list-posts.dto';
import type { CreatePostDto, UpdatePostDto } from './dto/write-post.dto';
import { cursorAfter, readCursor } from './feed-cursor';
import { toPostJson } from './post-json';

export const POST_NOT_FOUND = notFoundText('post');

/**
 * The posts: the feed, a post, and its author's changes. Each change and its event are written
 * together by the store; images are stored before and removed after, so a failed write leaves
 * no image behind and a deleted post takes its image with it.
 */
@Injectable()
export class PostsService {
  constructor(
    private readonly store: CommunityStore,
    private readonly images: ImagesService,
  ) {}

  async feed(query: ListPostsDto, viewer: Caller | null): Promise<PostPageJson> {
    const after = query.cursor === undefined ? undefined : readCursor(query.cursor, query.sort);
    if (after === null)
      throw new BadRequestException('cursor must be a cursor from a previous page.');
    const posts = await this.store.posts.list(
      {
        sort: query.sort,
        // One more than a page: whether it comes back says whether another page follows.
        limit: query.limit + 1,
        after,
        offset: query.page === undefined ? undefined : (query.page - 1) * query.limit,
        springId: query.spring_id,
      },
      viewer?.id ?? null,
    );
    const page = posts.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      posts: page.map(toPostJson),
      next_cursor: posts.length > query.limit && last ? cursorAfter(last, query.sort) : null,
    };
  }

  async one(id: string, viewer: Caller | null): Promise<PostJson> {
    const post = await this.store.posts.find(id, viewer?.id ?? null);
    return toPostJson(foundOr404(post, POST_NOT_FOUND));
  }

  async create(caller: Caller, dto: CreatePostDto, image?: Buffer): Promise<PostJson> {
    if (dto.spring_id !== null && !(await this.store.springs.nameOf(dto.spring_id))) {
      throw new BadRequestException(SPRING_NOT_FOUND);
    }
    const imageUrl = image ? await this.images.store(image, caller.id) : null;
    try {
      const post = await this.store.posts.create(
        {
          userId: caller.id,
          authorUsername: caller.username,
          title: dto.title,
          content: dto.content,
          imageUrl,
          springId: dto.spring_id,
        },
        postCreated,
      );
      return toPostJson(post);
    } catch (err) {
      await this.images.remove(imageUrl);
      throw err;
    }
  }

  async update(caller: Caller, id: string, dto: UpdatePostDto): Promise<PostJson> {
    await this.authored(caller, id, 'edit');
    const post = await this.store.posts.update(id, dto, postUpdated);
    return toPostJson(foundOr404(post, POST_NOT_FOUND));
  }

  async remove(caller: Caller, id: string): Promise<void> {
    await this.authored(caller, id, 'delete');
    const post = foundOr404(await this.store.posts.remove(id, postDeleted), POST_NOT_FOUND);
    await this.images.remove(post.imageUrl);
  }

  /** The post, when the caller wrote it: 404 when there is none, 403 when it is another's. */
  private async authored(caller: Caller, id: string, action: AuthorAction): Promise<PostRecord> {
    return authoredBy(caller, await this.store.posts.find(id, null), 'userId', 'post', action);
  }
}
