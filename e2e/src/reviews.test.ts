import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEVICES, useBrowser } from './browser';
import type { Device } from './browser';
import { newUser, registerByApi } from './support/accounts';
import { solidPng } from './support/png';
import { press } from './support/press';
import { eventually } from '@hotsprings/service-kit/testing';

const browser = useBrowser();

// Nevada springs that only this file reviews, one for each device, so each run starts from none.
const SPRINGS: Record<Device['name'], number> = { desktop: 919, phone: 922 };

interface Spring {
  id: number;
  name: string;
}

async function springOf(page: Page, device: Device): Promise<Spring> {
  const res = await page.request.get(`/api/springs/${SPRINGS[device.name]}`);
  assert.ok(res.ok());
  return (await res.json()) as Spring;
}

async function openSpring(page: Page, spring: Spring) {
  await page.goto(`/springs/${spring.id}`);
  await page.getByRole('heading', { level: 1, name: spring.name }).waitFor();
}

/** Tags are chips: the label is what a user clicks or taps. */
async function pickTag(form: Locator, tag: string, device: Device) {
  await press(form.getByText(tag, { exact: true }), device);
  assert.ok(await form.getByRole('checkbox', { name: tag, exact: true }).isChecked(), tag);
}

/** Waits for the details panel to show the rating and count the review events produced. */
async function waitForFigures(page: Page, rating: string, count: string) {
  const details = page.getByRole('region', { name: 'Spring Details' });
  await details.getByText(`★ ${rating}`).waitFor({ timeout: 15_000 });
  await details.getByText(count, { exact: true }).waitFor();
}

for (const device of DEVICES) {
  test(`a review with a photo, category ratings and tags is written, voted on, edited and deleted (${device.name})`, async () => {
    const author = newUser('reviewer');
    const page = await browser.newDevicePage(device);
    await registerByApi(page, author);
    const spring = await springOf(page, device);
    await openSpring(page, spring);

    await press(page.getByRole('button', { name: 'Leave a Review' }), device);
    const form = page.getByRole('form', { name: 'New review' });
    await form.getByLabel('Overall rating').selectOption('4');
    const soakability = form.getByRole('slider', { name: 'Soakability' });
    await soakability.press('ArrowRight');
    await form.getByText('3.1', { exact: true }).waitFor();
    // 4.9 on the slider is stored and shown as 4.9, not rounded.
    const safety = form.getByRole('slider', { name: 'Safety' });
    await safety.press('End');
    await safety.press('ArrowLeft');
    await form.getByText('4.9', { exact: true }).waitFor();
    await press(form.getByText('Condition & Temperature'), device);
    await pickTag(form, 'Soakable', device);
    await press(form.getByText('Type & Location'), device);
    await pickTag(form, 'Primitive', device);
    await form.getByText('(2 of up to 15)').waitFor();
    await form.getByLabel('Comment').fill('Warm pool beside the road, nobody else there.');
    await form.getByLabel('Photo (optional)').setInputFiles({
      name: 'pool.png',
      mimeType: 'image/png',
      buffer: solidPng(),
    });
    await page.getByRole('button', { name: 'Cancel Review' }).waitFor();
    await press(form.getByRole('button', { name: 'Submit Review' }), device);

    const review = page.getByRole('article', { name: `Review by ${author.username}` });
    // Stored lower-cased (the page may style them otherwise).
    await review.getByText('Warm pool beside the road, nobody else there.').waitFor();
    await review.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
    assert.deepEqual(
      await review.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents(),
      ['soakable', 'primitive'],
    );
    assert.equal(await page.getByRole('form', { name: 'New review' }).count(), 0);
    const [stored] = (await (
      await page.request.get(`/api/springs/${spring.id}/reviews`)
    ).json()) as {
      id: string;
      soakability_rating: number;
      safety_rating: number;
    }[];
    assert.ok(stored);
    assert.deepEqual([stored.soakability_rating, stored.safety_rating], [3.1, 4.9]);
    // The author's own arrows do nothing, and say why.
    for (const name of ['Vote helpful', 'Vote not helpful']) {
      const arrow = review.getByRole('button', { name });
      assert.ok(await arrow.isDisabled(), name);
      assert.equal(await arrow.getAttribute('title'), 'You cannot vote on your own review.');
    }
    const ownVote = await page.request.post(`/api/reviews/${stored.id}/vote`, {
      data: { vote: 1 },
    });
    assert.equal(ownVote.status(), 403);
    assert.deepEqual(await ownVote.json(), {
      error: 'You cannot vote on your own review.',
      code: 'forbidden',
    });

    // The photo opens in the lightbox and closes again.
    await press(review.getByRole('button', { name: `Open photo by ${author.username}` }), device);
    const lightbox = page.getByRole('dialog', { name: `Photo by ${author.username}` });
    const photo = lightbox.getByRole('img');
    await eventually(async () =>
      assert.ok(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)),
    );
    await press(lightbox.getByRole('button', { name: 'Close photo' }), device);
    await lightbox.waitFor({ state: 'detached' });

    // The springs service keeps the figures from the review events.
    await waitForFigures(page, '4.0 / 5', '1 review');
    const categories = page.getByRole('region', { name: 'Category Ratings' });
    await categories.getByText('3.1 / 5').waitFor();
    await categories.getByText('4.9 / 5').waitFor();
    await page.getByRole('region', { name: 'Photos' }).getByRole('button').first().waitFor();
    await page.screenshot({ path: `/tmp/e2e-review-${device.name}.png`, fullPage: true });

    // Another member finds it helpful; a visitor sees the score with the buttons disabled.
    const voter = await browser.newDevicePage(device);
    await registerByApi(voter, newUser('voter'));
    await openSpring(voter, spring);
    const theirView = voter.getByRole('article', { name: `Review by ${author.username}` });
    await press(theirView.getByRole('button', { name: 'Vote helpful' }), device);
    await theirView.getByText('Helpfulness score 1', { exact: true }).waitFor();
    assert.equal(
      await theirView.getByRole('button', { name: 'Vote helpful' }).getAttribute('aria-pressed'),
      'true',
    );
    assert.equal(await theirView.getByRole('button', { name: 'Edit' }).count(), 0);

    const visitor = await browser.newDevicePage(device);
    await openSpring(visitor, spring);
    const publicView = visitor.getByRole('article', { name: `Review by ${author.username}` });
    await publicView.getByText('Helpfulness score 1', { exact: true }).waitFor();
    assert.ok(await publicView.getByRole('button', { name: 'Vote helpful' }).isDisabled());
    assert.ok(await publicView.getByRole('button', { name: 'Vote not helpful' }).isDisabled());

    // The profile lists it under 'My Reviews', naming the spring.
    await page.goto(`/profile/${author.username}`);
    const mine = page.getByRole('region', { name: /My Reviews/ });
    await mine.getByRole('link', { name: spring.name }).waitFor();

    // The author edits in place, then deletes after confirming.
    await openSpring(page, spring);
    await press(review.getByRole('button', { name: 'Edit' }), device);
    const edit = page.getByRole('form', { name: 'Edit review' });
    await edit.getByLabel('Overall rating').selectOption('5');
    await edit.getByLabel('Comment').fill('Even better on a second visit.');
    await press(edit.getByRole('button', { name: 'Save Changes' }), device);
    await review.getByText('Even better on a second visit.').waitFor();
    await review.getByText('(edited)').waitFor();
    await waitForFigures(page, '5.0 / 5', '1 review');
    // The visitor's page, open all along and never brought to the front, shows them too: the
    // gateway told it that springs had applied the edit.
    await waitForFigures(visitor, '5.0 / 5', '1 review');

    page.once('dialog', async (dialog) => {
      assert.equal(dialog.type(), 'confirm');
      assert.equal(dialog.message(), 'Delete review?');
      await dialog.accept();
    });
    await press(review.getByRole('button', { name: 'Delete' }), device);
    await review.waitFor({ state: 'detached' });
    await page.getByText('No reviews yet. Be the first to share your experience.').waitFor();
    await waitForFigures(page, 'N/A', '0 reviews');
  });
}
