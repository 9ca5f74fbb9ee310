import assert from 'node:assert/strict';
import type { ReviewJson } from '@hotsprings/contracts';
import { httpCall } from '@hotsprings/service-kit/testing';
import { byId, type FinalReview } from './figures';
import { deleteReview, editReview, postReview, ReviewInput } from './reviews-client';

/**
 * Writes reviews of one spring through the reviews service and keeps, per user, the review as
 * the service accepted it: the final state the figures must follow. A write needs nothing but
 * the reviews service and its database, so none is ever retried: a refused write fails.
 */
export class Ledger {
  private readonly byUser = new Map<number, FinalReview>();

  constructor(
    private readonly reviewsUrl: string,
    readonly springId: number,
  ) {}

  async create(user: number, input: ReviewInput): Promise<string> {
    const res = await postReview(this.reviewsUrl, this.springId, user, input);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    this.byUser.set(user, { ...input, id: res.body.id, image_url: res.body.image_url });
    return res.body.id as string;
  }

  async edit(user: number, input: ReviewInput): Promise<void> {
    const id = this.idOf(user);
    const res = await editReview(this.reviewsUrl, id, user, input);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    this.byUser.set(user, { ...input, id, image_url: res.body.image_url });
  }

  async remove(user: number): Promise<void> {
    const res = await deleteReview(this.reviewsUrl, this.idOf(user), user);
    assert.equal(res.status, 204, JSON.stringify(res.body));
    this.byUser.delete(user);
  }

  idOf(user: number): string {
    const review = this.byUser.get(user);
    assert.ok(review, `user ${user} has no review`);
    return review.id;
  }

  /** The users whose review stands now. */
  authors(): number[] {
    return [...this.byUser.keys()];
  }

  reviews(): FinalReview[] {
    return [...this.byUser.values()];
  }

  /** The reviews service lists exactly the reviews this ledger holds, as they were written. */
  async assertServiceAgrees(): Promise<void> {
    const res = await httpCall(this.reviewsUrl, 'GET', `/api/springs/${this.springId}/reviews`);
    const listed = (res.body as ReviewJson[])
      .map((r) => ({ id: r.id, rating: r.rating, image_url: r.image_url }))
      .sort(byId);
    const kept = this.reviews()
      .map((r) => ({ id: r.id, rating: r.rating, image_url: r.image_url }))
      .sort(byId);
    assert.deepEqual(listed, kept);
  }
}
