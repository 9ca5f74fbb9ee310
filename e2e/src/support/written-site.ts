import assert from 'node:assert/strict';
import { before } from 'node:test';
import type { Page } from 'playwright-core';
import { eventually } from '@hotsprings/service-kit/testing';
import { DESKTOP, type Device, type useBrowser } from '../browser';
import { newUser, registerByApi, signInByApi, type TestUser } from './accounts';
import { solidPng } from './png';
import { siteRoutes } from './site-routes';

// Nevada springs only the accessibility files review and save, so their pages show a review, a
// photo, tags and favorites for the scans to look at.
export const REVIEWED = { id: 925, name: 'Baltazor Hot Spring' };
const VISITED_ID = 926;

/** The site as a member left it in the file's `before` hook, and how to walk it. */
export interface WrittenSite {
  member: TestUser;
  /** Every path of the route table, with the member's post and published trip. */
  routes(): string[];
  /** The member's forum post, with its comment and reply. */
  postId(): string;
  /** A page signed in as the member. */
  signedInPage(device?: Device): Promise<Page>;
}

/**
 * Writes, in a `before` hook, what a member leaves on the site: a review with a photo and tags,
 * two favorites, a forum post with an image, a comment and a reply, and a published trip with a
 * place and a spring as stops.
 */
export function useWrittenSite(browser: ReturnType<typeof useBrowser>): WrittenSite {
  const member = newUser('a11y');
  let postId = '';
  let tripId = '';

  before(async () => {
    const page = await browser.newPage();
    await registerByApi(page, member);
    const reviewCount = async (): Promise<number> =>
      (await (await page.request.get(`/api/springs/${REVIEWED.id}`)).json()).review_count;
    // Each accessibility file reviews the spring with a member of its own.
    const reviewsBefore = await reviewCount();
    const review = await page.request.post(`/api/springs/${REVIEWED.id}/reviews`, {
      multipart: {
        rating: '4',
        comment: 'Scalding source, a cooler pool downstream.',
        soakability_rating: '3.5',
        tags: JSON.stringify(['soakable', 'primitive']),
        reviewImage: { name: 'pool.png', mimeType: 'image/png', buffer: solidPng() },
      },
    });
    assert.equal(review.status(), 201, await review.text());
    for (const [id, category] of [
      [REVIEWED.id, 'Bucket List'],
      [VISITED_ID, 'Visited'],
    ] as const) {
      const res = await page.request.post(`/api/springs/${id}/favorite`, { data: { category } });
      assert.ok(res.ok(), `favorite ${id}: ${res.status()} ${await res.text()}`);
    }
    const post = await page.request.post('/api/community/posts', {
      multipart: {
        title: 'Is the lower pool soakable?',
        content: 'It was **too hot** at the source.\n\n- bring a thermometer\n- go early',
        spring_id: String(REVIEWED.id),
        postImage: { name: 'pool.png', mimeType: 'image/png', buffer: solidPng() },
      },
    });
    assert.equal(post.status(), 201, await post.text());
    postId = (await post.json()).id;
    const comment = await page.request.post(`/api/community/posts/${postId}/comments`, {
      data: { content: 'Downstream it cools off.', parentCommentId: null },
    });
    assert.equal(comment.status(), 201, await comment.text());
    const reply = await page.request.post(`/api/community/posts/${postId}/comments`, {
      data: { content: 'Agreed, about 100 F.', parentCommentId: (await comment.json()).id },
    });
    assert.equal(reply.status(), 201, await reply.text());
    const trip = await page.request.post('/api/planner/trips', {
      data: {
        name: 'Nevada soak loop',
        startPointName: 'Reno, NV',
        endPointName: 'Winnemucca, NV',
        startCoords: { lat: 39.5296, lon: -119.8138 },
        endCoords: { lat: 40.973, lon: -117.7357 },
        waypoints: [
          { lat: 39.5963, lon: -119.2206, name: 'Fernley, NV' },
          { springId: REVIEWED.id },
        ],
        maxDistanceMiles: 30,
      },
    });
    assert.equal(trip.status(), 201, await trip.text());
    tripId = (await trip.json()).id;
    // The review's figures reach the spring page through the springs service's events.
    await eventually(async () => assert.equal(await reviewCount(), reviewsBefore + 1), 15_000);
    await page.context().close();
  });

  return {
    member,
    postId: () => postId,
    routes: () =>
      siteRoutes({ springId: REVIEWED.id, username: member.username, planId: '1', postId, tripId }),
    async signedInPage(device = DESKTOP) {
      const page = await browser.newDevicePage(device);
      await signInByApi(page, member);
      return page;
    },
  };
}
