import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser } from './browser';

const browser = useBrowser();

test('the FAQ answers nine questions, each opening to its answer', async () => {
  const page = await browser.newPage();
  await page.goto('/faq');
  await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
  const questions = page.locator('main details > summary');
  assert.equal(await questions.count(), 9);
  // Nothing else on the page reads as a tenth question, and the '+' drawn beside each one is
  // not read out with it.
  assert.equal(await page.locator('main').getByText(/\?$/).count(), 9);
  assert.doesNotMatch(await page.locator('main').ariaSnapshot(), /\?\s*\+/);
  const texts = (await questions.allInnerTexts()).join('\n');
  for (const topic of [/search/i, /Bucket List/, /review/i, /premium/i]) {
    assert.match(texts, topic);
  }
  // The first answer starts open; another opens when its question is clicked.
  const bucketList = page.locator('main details', { hasText: 'Bucket List' }).first();
  const answer = bucketList.getByText('heart icon');
  assert.equal(await answer.isVisible(), false);
  await bucketList.locator('summary').click();
  await answer.waitFor();
});

test("'Why Visit Hot Springs?' has its three sections", async () => {
  const page = await browser.newPage();
  await page.goto('/why-hot-springs');
  await page.getByRole('heading', { level: 1, name: 'Why Visit Hot Springs?' }).waitFor();
  for (const section of ['Natural Healing', 'Stress Relief', 'Connect with Nature']) {
    await page.getByRole('heading', { level: 2, name: section }).waitFor();
  }
});

test('the about page tells the mission and the story', async () => {
  const page = await browser.newPage();
  await page.goto('/about-us');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Our mission' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Our story' }).waitFor();
});

test('unknown paths, /discover included, show 404 Not Found with the shell around it', async () => {
  const page = await browser.newPage();
  for (const path of ['/discover', '/no/such/page']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: '404 Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Interactive Map' }).waitFor();
    assert.equal(await page.title(), '404 Not Found - Hot Springs');
  }
});

test('the footer links the pages and carries the current year', async () => {
  const page = await browser.newPage();
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  const links = { Home: '/', Discover: '/discover', 'Interactive Map': '/explore-map' };
  const company = { 'About Us': '/about-us', Contact: '/contact', FAQ: '/faq' };
  for (const [name, href] of Object.entries({ ...links, ...company })) {
    const link = footer.getByRole('link', { name, exact: true });
    assert.equal(await link.getAttribute('href'), href, name);
  }
  for (const column of ['Explore', 'Company']) {
    await footer.getByRole('heading', { name: column }).waitFor();
  }
  assert.match(await footer.innerText(), /natural hot springs across North America/);
  assert.match(await footer.innerText(), new RegExp(`© ${new Date().getFullYear()}`));
});

test('on a phone the menu toggle lists Map and Community', async () => {
  const page = await browser.newPage(390);
  await page.goto('/faq');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.click();
  const menu = page.locator('#mobile-menu');
  await menu.getByRole('link', { name: 'Map' }).waitFor();
  await menu.getByRole('link', { name: 'Community' }).waitFor();
  assert.equal(await menu.getByRole('link', { name: 'Trip Planner' }).count(), 0);
  await page.screenshot({ path: '/tmp/e2e-mobile-menu.png' });

  await page.getByRole('button', { name: 'Close menu' }).click();
  await menu.waitFor({ state: 'detached' });
  await toggle.click();
  await menu.getByRole('link', { name: 'Map' }).click();
  await page.waitForURL('**/explore-map');
  await menu.waitFor({ state: 'detached' });
});
