import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser } from './browser';
import { assertNoProblems, blockingViolations, waitForSettledPage } from './support/axe';

const browser = useBrowser();

test("the contact form sends a message, reading 'Sending...' meanwhile, then thanks and clears", async () => {
  const page = await browser.newPage();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await page.waitForURL('**/contact');
  await page.getByLabel('Name').fill('River Soaker');
  await page.getByLabel('Email').fill('river@example.com');
  await page.getByLabel('Subject').fill('A spring that is closed');
  await page.getByLabel('Message').fill('The pools at Kirkham are closed for repairs this summer.');

  // Held for a moment, so that the busy state can be seen.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  const busy = page.getByRole('button', { name: 'Sending...' });
  await busy.waitFor();
  assert.equal(await busy.isDisabled(), true);
  release();
  await page
    .getByRole('status')
    .getByText('Thank you for your message! We will get back to you soon.')
    .waitFor();
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    assert.equal(await page.getByLabel(label).inputValue(), '', `${label} is cleared`);
  }
  await page.screenshot({ path: '/tmp/e2e-contact-sent.png' });
  await waitForSettledPage(page);
  assertNoProblems(await blockingViolations(page));
});

test('an email that is not an address is stopped by the browser before anything is sent', async () => {
  const page = await browser.newPage();
  await page.goto('/contact');
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) sent = true;
  });
  await page.getByLabel('Name').fill('River Soaker');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Subject').fill('Hello');
  await page.getByLabel('Message').fill('Hi');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const valid = await page
    .getByLabel('Email')
    .evaluate((input: HTMLInputElement) => input.validity.valid);
  assert.equal(valid, false);
  assert.equal(sent, false);
});
