import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  addToOutbox,
  Caller,
  codedError,
  Database,
  SPRING_NOT_FOUND,
} from '@hotsprings/service-kit';
import type { PoolClient } from 'pg';
import { ImagesService } from '@hotsprings/service-kit/images';
import { PhotoWritings } from '../photo-writings';
import { SpringsRepository } from '../springs/springs.repository';
import type { WriteReviewDto } from './dto/write-review.dto';
import { reviewCreated, reviewDeleted, reviewUpdated } from './review-events';
import type { ReviewJson } from '@hotsprings/contracts';
import { ReviewRow, toReviewJson } from './review-row';
import { ReviewsRepository } from './reviews.repository';

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
  private readonly writings: PhotoWritings<ReviewRow>;

  constructor(
    db: Database,
    private readonly reviews: ReviewsRepository,
    private readonly springs: SpringsRepository,
    images: ImagesService,
  ) {
    this.writings = new PhotoWritings(db, images, reviews, 'review');
  }

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
    await this.springs.refuseUnknown(springId);
    try {
      return await this.writings.create(caller, image, async (client, imageUrl) => {
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
      if ((err as { code?: string }).code === '23505')
        throw new ConflictException(ALREADY_REVIEWED);
      throw err;
    }
  }

  update(caller: Caller, id: string, dto: WriteReviewDto, image?: Buffer): Promise<ReviewJson> {
    return this.writings.edit(caller, id, image, async (client, imageUrl) => {
      await this.reviews.update(client, id, caller.username, dto, imageUrl);
      return this.publish(client, id, caller, reviewUpdated);
    });
  }

  remove(caller: Caller, id: string): Promise<void> {
    return this.writings.remove(caller, id, reviewDeleted);
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
