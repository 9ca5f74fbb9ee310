import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, useBrowser } from './browser';
import type { Device } from './browser';
import {
  accountButton,
  newUser,
  openPhoneMenu,
  registerByApi,
  signInByApi,
} from './support/accounts';
import { assertNoProblems, blockingViolations, waitForSettledPage } from './support/axe';
import { accessibilityTree, iconGlyphsIn } from './support/icon-glyphs';
import { solidPng } from './support/png';
import { explorePanel } from './support/map';
import { siteRoutes } from './support/site-routes';
import { eventually } from '@hotsprings/service-kit/testing';

const browser = useBrowser();

// Nevada springs only this file reviews and saves, so their pages show a review, a photo, tags
// and favorites for the scan to look at.
const REVIEWED = { id: 925, name: 'Baltazor Hot Spring' };
const VISITED_ID = 926;
const member = newUser('a11y');
// A forum post about that spring, with an image, a comment and a reply, written in `before`.
let postId = '';
// A trip the member published, with a place and a spring as stops.
let tripId = '';

before(async () => {
  const page = await browser.newPage();
  await registerByApi(page, member);
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
      waypoints: [{ lat: 39.5963, lon: -119.2206, name: 'Fernley, NV' }, { springId: REVIEWED.id }],
      maxDistanceMiles: 30,
    },
  });
  assert.equal(trip.status(), 201, await trip.text());
  tripId = (await trip.json()).id;
  // The review's figures reach the spring page through the springs service's events.
  await eventually(async () => {
    const spring = await (await page.request.get(`/api/springs/${REVIEWED.id}`)).json();
    assert.equal(spring.review_count, 1);
  }, 15_000);
  await page.context().close();
});

const routes = () =>
  siteRoutes({ springId: REVIEWED.id, username: member.username, planId: '1', postId, tripId });

async function signedInPage(device: Device = DESKTOP): Promise<Page> {
  const page = await browser.newDevicePage(device);
  await signInByApi(page, member);
  return page;
}

/**
 * What axe and the accessibility tree show wrong in the page's present state. `seen` holds the
 * pages already scanned, by address and accessibility tree: a page that is one of them exactly
 * (a path sent on to one scanned before, as a guarded page to /login) is not given to axe again.
 */
async function problemsNow(page: Page, where: string, seen?: Set<string>): Promise<string[]> {
  await waitForSettledPage(page);
  const tree = await accessibilityTree(page);
  const { pathname, search } = new URL(page.url());
  const shown = `${pathname}${search}\n${tree}`;
  if (seen?.has(shown)) return iconGlyphsIn(tree, where);
  seen?.add(shown);
  return [...(await blockingViolations(page, where)), ...iconGlyphsIn(tree, where)];
}

/** Visits each path in turn and gathers the problems of every one, so one run lists them all. */
async function problemsOnEveryRoute(page: Page): Promise<string[]> {
  // With less motion asked for, a map's clusters appear at once: axe never measures one mid-fade.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const found: string[] = [];
  const seen = new Set<string>();
  for (const path of routes()) {
    await page.goto(path);
    found.push(...(await problemsNow(page, path, seen)));
  }
  return found;
}

test('every page of the route table passes axe and reads no icon aloud, signed out', async () => {
  assertNoProblems(await problemsOnEveryRoute(await browser.newPage()));
});

test('every page of the route table passes axe and reads no icon aloud, signed in', async () => {
  assertNoProblems(await problemsOnEveryRoute(await signedInPage()));
});

// The narrowest phone still sold (320 px across): nothing of a page may reach past the screen,
// where it would scroll the whole page sideways.
const SMALL_PHONE: Device = { ...PHONE, viewport: { width: 320, height: 640 } };

test('no page of the route table is wider than the smallest phone, signed out or in', async () => {
  const wider: string[] = [];
  for (const page of [await browser.newDevicePage(SMALL_PHONE), await signedInPage(SMALL_PHONE)]) {
    for (const path of routes()) {
      await page.goto(path);
      await waitForSettledPage(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > SMALL_PHONE.viewport.width) wider.push(`${path}: ${width} px`);
    }
  }
  assert.deepEqual(wider, []);
});

test('states reached by an action pass axe and read no icon aloud', async () => {
  const problems: string[] = [];
  // A member who has not reviewed this spring yet, so the review form is offered.
  const newcomer = newUser('a11yform');
  const page = await browser.newPage();
  await registerByApi(page, newcomer);

  await page.goto(`/springs/${REVIEWED.id}`);
  await page.getByRole('heading', { level: 1, name: REVIEWED.name }).waitFor();
  // The favorite buttons are named with the spec's labels, their icons left out.
  // The page comes rendered for a visitor; the member's buttons show once the app has started.
  const save = page.getByRole('group', { name: 'Save this spring' });
  await save.waitFor();
  for (const name of ['Add to Bucket List', 'Mark as Visited']) {
    assert.equal(await save.getByRole('button', { name, exact: true }).count(), 1, name);
  }
  await page.getByRole('button', { name: 'Leave a Review' }).click();
  await page.getByRole('form', { name: 'New review' }).waitFor();
  problems.push(...(await problemsNow(page, 'review form open')));

  await page
    .getByRole('article', { name: `Review by ${member.username}` })
    .getByRole('button', { name: `Open photo by ${member.username}` })
    .click();
  await page.getByRole('dialog', { name: `Photo by ${member.username}` }).waitFor();
  problems.push(...(await problemsNow(page, 'review photo lightbox')));

  // The post's author edits it; a member opens a reply form.
  const author = await signedInPage();
  await author.goto(`/community/posts/${postId}`);
  await author.getByRole('button', { name: 'Edit Post' }).click();
  await author.getByRole('form', { name: 'Edit post' }).waitFor();
  problems.push(...(await problemsNow(author, 'post edit form open')));
  await page.goto(`/community/posts/${postId}`);
  await page.getByRole('button', { name: 'Reply' }).first().click();
  await page
    .getByRole('form', { name: `Reply to ${member.username}` })
    .first()
    .waitFor();
  problems.push(...(await problemsNow(page, 'reply form open')));

  await page.goto('/faq');
  await accountButton(page, newcomer.username).hover();
  await page.getByRole('menu').waitFor();
  problems.push(...(await problemsNow(page, 'account menu open')));

  const phone = await signedInPage(PHONE);
  await phone.goto('/explore-map');
  await phone.getByRole('button', { name: 'Show side panel' }).click();
  await explorePanel(phone).panel.getByRole('heading', { name: 'Filters' }).waitFor();
  problems.push(...(await problemsNow(phone, 'map side panel open on a phone')));

  await accountButton(phone, member.username).tap();
  await phone.getByRole('menu', { name: 'Account' }).waitFor();
  problems.push(...(await problemsNow(phone, 'account menu open on a phone')));

  await openPhoneMenu(phone);
  problems.push(...(await problemsNow(phone, 'phone menu open')));

  assertNoProblems(problems);
});
