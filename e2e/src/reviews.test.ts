import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './browser';
import { newUser, registerByApi } from './support/accounts';
import { solidPng } from './support/png';
import { eventually } from './support/wait';

const browser = useBrowser();

// A Nevada spring that only this file reviews.
const SPRING = { id: 919, name: 'Abel Spring' };

async function openSpring(page: Page) {
  await page.goto(`/springs/${SPRING.id}`);
  await page.getByRole('heading', { level: 1, name: SPRING.name }).waitFor();
}

/** Tags are chips: the label is what a user clicks. */
async function pickTag(form: Locator, tag: string) {
  await form.getByText(tag, { exact: true }).click();
  assert.ok(await form.getByRole('checkbox', { name: tag, exact: true }).isChecked(), tag);
}

/** Waits for the details panel to show the rating and count the review events produced. */
async function waitForFigures(page: Page, rating: string, count: string) {
  const details = page.getByRole('region', { name: 'Spring Details' });
  await details.getByText(`★ ${rating}`).waitFor({ timeout: 15_000 });
  await details.getByText(count, { exact: true }).waitFor();
}

test('a review with a photo, category rating and tags is written, voted on, edited and deleted', async () => {
  const author = newUser('reviewer');
  const page = await browser.newPage();
  await registerByApi(page, author);
  await openSpring(page);

  await page.getByRole('button', { name: 'Leave a Review' }).click();
  const form = page.getByRole('form', { name: 'New review' });
  await form.getByLabel('Overall rating').selectOption('4');
  const soakability = form.getByRole('slider', { name: 'Soakability' });
  await soakability.press('ArrowRight');
  await form.getByText('3.1', { exact: true }).waitFor();
  await form.getByText('Condition & Temperature').click();
  await pickTag(form, 'Soakable');
  await form.getByText('Type & Location').click();
  await pickTag(form, 'Primitive');
  await form.getByText('(2 of up to 15)').waitFor();
  await form.getByLabel('Comment').fill('Warm pool beside the road, nobody else there.');
  await form.getByLabel('Photo (optional)').setInputFiles({
    name: 'pool.png',
    mimeType: 'image/png',
    buffer: solidPng(),
  });
  await page.getByRole('button', { name: 'Cancel Review' }).waitFor();
  await form.getByRole('button', { name: 'Submit Review' }).click();

  const review = page.getByRole('article', { name: `Review by ${author.username}` });
  // Stored lower-cased (the page may style them otherwise).
  await review.getByText('Warm pool beside the road, nobody else there.').waitFor();
  await review.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
  assert.deepEqual(
    await review.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents(),
    ['soakable', 'primitive'],
  );
  assert.equal(await page.getByRole('form', { name: 'New review' }).count(), 0);

  // The photo opens in the lightbox and closes again.
  await review.getByRole('button', { name: `Open photo by ${author.username}` }).click();
  const lightbox = page.getByRole('dialog', { name: `Photo by ${author.username}` });
  const photo = lightbox.getByRole('img');
  await eventually(async () =>
    assert.ok(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)),
  );
  await lightbox.getByRole('button', { name: 'Close photo' }).click();
  await lightbox.waitFor({ state: 'detached' });

  // The springs service keeps the figures from the review events.
  await waitForFigures(page, '4.0 / 5', '1 review');
  const categories = page.getByRole('region', { name: 'Category Ratings' });
  await categories.getByText('3.1 / 5').waitFor();
  await page.getByRole('region', { name: 'Photos' }).getByRole('button').first().waitFor();
  await page.screenshot({ path: '/tmp/e2e-review.png', fullPage: true });

  // Another member finds it helpful; a visitor sees the score with the buttons disabled.
  const voter = await browser.newPage();
  await registerByApi(voter, newUser('voter'));
  await openSpring(voter);
  const theirView = voter.getByRole('article', { name: `Review by ${author.username}` });
  await theirView.getByRole('button', { name: 'Vote helpful' }).click();
  await theirView.getByText('Helpfulness score 1', { exact: true }).waitFor();
  assert.equal(
    await theirView.getByRole('button', { name: 'Vote helpful' }).getAttribute('aria-pressed'),
    'true',
  );
  assert.equal(await theirView.getByRole('button', { name: 'Edit' }).count(), 0);

  const visitor = await browser.newPage();
  await openSpring(visitor);
  const publicView = visitor.getByRole('article', { name: `Review by ${author.username}` });
  await publicView.getByText('Helpfulness score 1', { exact: true }).waitFor();
  assert.ok(await publicView.getByRole('button', { name: 'Vote helpful' }).isDisabled());
  assert.ok(await publicView.getByRole('button', { name: 'Vote not helpful' }).isDisabled());

  // The profile lists it under 'My Reviews', naming the spring.
  await page.goto(`/profile/${author.username}`);
  const mine = page.getByRole('region', { name: /My Reviews/ });
  await mine.getByRole('link', { name: SPRING.name }).waitFor();

  // The author edits in place, then deletes after confirming.
  await openSpring(page);
  await review.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit review' });
  await edit.getByLabel('Overall rating').selectOption('5');
  await edit.getByLabel('Comment').fill('Even better on a second visit.');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await review.getByText('Even better on a second visit.').waitFor();
  await review.getByText('(edited)').waitFor();
  await waitForFigures(page, '5.0 / 5', '1 review');

  page.once('dialog', async (dialog) => {
    assert.equal(dialog.type(), 'confirm');
    assert.equal(dialog.message(), 'Delete review?');
    await dialog.accept();
  });
  await review.getByRole('button', { name: 'Delete' }).click();
  await review.waitFor({ state: 'detached' });
  await page.getByText('No reviews yet. Be the first to share your experience.').waitFor();
  await waitForFigures(page, 'N/A', '0 reviews');
});
