import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { newUser, registerByApi } from './support/accounts';
import { assertNoProblems, blockingViolations, waitForSettledPage } from './support/axe';
import { eventually } from '@hotsprings/service-kit/testing';

// The stack writes summaries offline (extractive); premium comes from the demo referral code.
const browser = useBrowser();
const referralCode = process.env.E2E_REFERRAL_CODE ?? '';
// Springs no other browser test visits signed in, so none has a summary before these tests.
const FIRST = 1300;
const SECOND = 1301;

function aboutPanel(page: Page) {
  return page.getByRole('region', { name: 'About this spring' });
}

test("a member's visit writes the summary: 'Generating summary...', then its beginning with the upgrade prompt", async () => {
  const page = await browser.newPage();
  await registerByApi(page, newUser('reader'));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/springs/${FIRST}/summary`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/springs/${FIRST}`);
  const about = aboutPanel(page);
  await about.getByRole('status').filter({ hasText: 'Generating summary...' }).waitFor();
  release();
  const summary = about.getByText(/is a thermal spring in .*\.\.\.$/);
  await summary.waitFor();
  await about.getByText('Premium members read the full AI summary.', { exact: false }).waitFor();
  await about.getByRole('link', { name: 'Upgrade to Premium' }).waitFor();
  await page.screenshot({ path: '/tmp/e2e-summary-truncated.png' });
  await waitForSettledPage(page);
  assertNoProblems(await blockingViolations(page));
});

test("a failure reads 'Error generating summary: ...' and 'Retry Summary' writes it", async () => {
  const page = await browser.newPage();
  await registerByApi(page, newUser('retry'));
  await page.route(`**/api/springs/${SECOND}/summary`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Service unavailable.', code: 'service_unavailable' }),
    }),
  );
  await page.goto(`/springs/${SECOND}`);
  const about = aboutPanel(page);
  await about
    .getByRole('alert')
    .filter({ hasText: 'Error generating summary: Service unavailable.' })
    .waitFor();
  await waitForSettledPage(page);
  assertNoProblems(await blockingViolations(page));
  await page.unroute(`**/api/springs/${SECOND}/summary`);
  await about.getByRole('button', { name: 'Retry Summary' }).click();
  await about.getByText(/is a thermal spring in .*\.\.\.$/).waitFor();
});

test('a premium member reads the whole summary; a visitor its beginning, asked to sign up', async () => {
  assert.ok(referralCode, 'scripts/e2e.mjs passes the demo referral code');
  const page = await browser.newPage();
  await registerByApi(page, newUser('whole'));
  const applied = await page.request.post('/api/users/apply-referral', {
    data: { referralCode },
  });
  assert.equal(applied.status(), 200, await applied.text());
  // Premium reaches the springs service with billing's event, a moment after.
  const whole = await eventually(async () => {
    const spring = (await (await page.request.get(`/api/springs/${FIRST}`)).json()) as {
      ai_summary: string;
    };
    assert.ok(!spring.ai_summary.endsWith('...'), spring.ai_summary);
    return spring.ai_summary;
  });
  await page.goto(`/springs/${FIRST}`);
  await aboutPanel(page).getByText(whole, { exact: true }).waitFor();
  assert.equal(await page.getByText('Premium members read the full AI summary.').count(), 0);
  await page.screenshot({ path: '/tmp/e2e-summary-whole.png' });

  const visitor = await browser.newPage();
  await visitor.goto(`/springs/${FIRST}`);
  const about = aboutPanel(visitor);
  const shown = await about.getByText(/\.\.\.$/).innerText();
  assert.ok(whole.startsWith(shown.slice(0, -3)) && shown.length < whole.length);
  await about.getByRole('link', { name: 'Sign up' }).waitFor();
  await about.getByRole('link', { name: 'log in' }).waitFor();
});
