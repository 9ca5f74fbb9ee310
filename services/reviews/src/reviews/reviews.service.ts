import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { addToOutbox, Caller, codedError, Database } from '@hotsprings/service-kit';
import type { PoolClient } from 'pg';
import { ImagesService } from '@hotsprings/service-kit/images';
import { assertAuthor } from '../authorship';
import { SpringsRepository } from '../springs/springs.repository';
import type { WriteReviewDto } from './dto/write-review.dto';
import { reviewCreated, reviewDeleted, reviewUpdated } from './review-events';
import type { ReviewJson } from '@hotsprings/contracts';
import { ReviewRow, toReviewJson } from './review-row';
import { ReviewsRepository } from './reviews.repository';

const SPRING_NOT_FOUND = 'Spring not found.';
const ALREADY_REVIEWED = codedError(
  'already_reviewed',
  'You have already reviewed this spring. Edit your review instead.',
);

/**
 * Writes reviews. Each change and its event are committed together (outbox), and the event
 * carries the review's full state and version so the springs service can keep its figures.
 * Springs are checked against the local list kept from spring events, so a write needs nothing
 * but this service's database.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly db: Database,
    private readonly reviews: ReviewsRepository,
    private readonly springs: SpringsRepository,
    private readonly images: ImagesService,
  ) {}

  async listBySpring(springId: number, viewer: Caller | null): Promise<ReviewJson[]> {
    return (await this.reviews.listBySpring(springId, viewer?.id ?? null)).map(toReviewJson);
  }

  async listByUsername(username: string, viewer: Caller | null): Promise<ReviewJson[]> {
    return (await this.reviews.listByUsername(username, viewer?.id ?? null)).map(toReviewJson);
  }

  async create(
    caller: Caller,
    springId: number,
    dto: WriteReviewDto,
    image?: Buffer,
  ): Promise<ReviewJson> {
    // Cheap refusals first, before a photo is re-encoded.
    if (await this.reviews.exists(springId, caller.id))
      throw new ConflictException(ALREADY_REVIEWED);
    if (!(await this.springs.knows(springId))) throw new NotFoundException(SPRING_NOT_FOUND);
    const imageUrl = image ? await this.images.store(image, caller.id) : null;
    try {
      return await this.db.transaction(async (client) => {
        const spring = await this.springs.nameForReview(client, springId);
        if (!spring) throw new NotFoundException(SPRING_NOT_FOUND);
        const id = await this.reviews.insert(
          client,
          { springId, springName: spring.name, userId: caller.id, username: caller.username },
          dto,
          imageUrl,
        );
        return this.publish(client, id, caller, reviewCreated);
      });
    } catch (err) {
      await this.images.remove(imageUrl);
      if ((err as { code?: string }).code === '23505')
        throw new ConflictException(ALREADY_REVIEWED);
      throw err;
    }
  }

  async update(
    caller: Caller,
    id: string,
    dto: WriteReviewDto,
    image?: Buffer,
  ): Promise<ReviewJson> {
    assertAuthor(caller, await this.reviews.author(id), 'edit', 'review');
    const newImageUrl = image ? await this.images.store(image, caller.id) : null;
    let replacedImageUrl: string | null = null;
    try {
      const review = await this.db.transaction(async (client) => {
        const current = await this.reviews.lock(client, id);
        assertAuthor(caller, current, 'edit', 'review');
        replacedImageUrl = newImageUrl ? current.image_url : null;
        const imageUrl = newImageUrl ?? current.image_url;
        await this.reviews.update(client, id, caller.username, dto, imageUrl);
        return this.publish(client, id, caller, reviewUpdated);
      });
      await this.images.remove(replacedImageUrl);
      return review;
    } catch (err) {
      await this.images.remove(newImageUrl);
      throw err;
    }
  }

  async remove(caller: Caller, id: string): Promise<void> {
    const removed = await this.db.transaction(async (client) => {
      const current = await this.reviews.lock(client, id);
      assertAuthor(caller, current, 'delete', 'review');
      await this.reviews.delete(client, id);
      await addToOutbox(client, reviewDeleted(current));
      return current;
    });
    await this.images.remove(removed.image_url);
  }

  private async publish(
    client: PoolClient,
    id: string,
    caller: Caller,
    event: (row: ReviewRow) => { id: string; subject: string; payload: Uint8Array },
  ): Promise<ReviewJson> {
    const row = await this.reviews.findOne(client, id, caller.id);
    await addToOutbox(client, event(row));
    return toReviewJson(row);
  }
}
