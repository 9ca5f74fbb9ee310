import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './browser';
import { accountButton, fillRegister, newUser, registerByApi } from './support/accounts';
import { assertNoProblems, blockingViolations, waitForSettledPage } from './support/axe';

// The stack runs without Stripe keys, as `make dev` does by default: checkout and the portal say
// payments are not configured, and the demo referral code makes a member premium at once.

const browser = useBrowser();
const referralCode = process.env.E2E_REFERRAL_CODE ?? '';

/** axe on the state an action led to (the route-table scan sees each page as it first loads). */
async function assertAccessible(page: Page): Promise<void> {
  await waitForSettledPage(page);
  assertNoProblems(await blockingViolations(page));
}

/**
 * Presses Manage Subscription with the portal's answer held back: `busy`, the button or item as
 * it reads meanwhile, is disabled until the answer comes, then the failure shows.
 */
async function assertBusyUntilPortalFails(
  page: Page,
  press: () => Promise<void>,
  busy: Locator,
): Promise<void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/stripe/create-portal-session', async (route) => {
    await released;
    await route.continue();
  });
  await press();
  await busy.waitFor();
  assert.equal(await busy.isDisabled(), true);
  release();
  await page.getByText('Error: Payments are not configured.').waitFor();
}

test('Settings: the subscription section says payments are not configured; Manage Subscription is busy while it works', async () => {
  const page = await browser.newPage();
  const user = newUser('payer');
  await registerByApi(page, user);
  await page.goto('/profile/settings');
  const section = page.getByRole('region', { name: 'Subscription' });
  await section.getByText('Free', { exact: true }).waitFor();
  await section.getByText('$9.99 per month', { exact: false }).waitFor();

  await section.getByRole('button', { name: 'Upgrade to Premium' }).click();
  const checkoutAlert = section.getByRole('alert');
  await checkoutAlert.getByText('Could not initiate checkout.').waitFor();
  await checkoutAlert.getByText('Payments are not configured.').waitFor();

  await assertBusyUntilPortalFails(
    page,
    () => section.getByRole('button', { name: 'Manage Subscription' }).click(),
    section.getByRole('button', { name: 'Opening...' }),
  );
  assert.equal(
    await section.getByRole('button', { name: 'Manage Subscription' }).isEnabled(),
    true,
  );
  await page.screenshot({ path: '/tmp/e2e-settings-subscription.png', fullPage: true });
  await assertAccessible(page);
});

test("the account menu's Manage Subscription reads 'Opening...' while it works, then shows the failure in a toast", async () => {
  const page = await browser.newPage();
  const user = newUser('menu');
  await registerByApi(page, user);
  await page.goto('/');
  await accountButton(page, user.username).hover();
  await assertBusyUntilPortalFails(
    page,
    () => page.getByRole('menuitem', { name: 'Manage Subscription' }).click(),
    page.getByRole('menuitem', { name: 'Opening...' }),
  );
});

test('a referral code in Settings makes the member premium at once: the badge shows without signing in again or a reload', async () => {
  assert.ok(referralCode, 'scripts/e2e.mjs passes the demo referral code');
  const page = await browser.newPage();
  const user = newUser('referred');
  await registerByApi(page, user);
  await page.goto('/profile/settings');
  const notReloaded = await markPage(page);
  const section = page.getByRole('region', { name: 'Subscription' });
  const field = section.getByLabel('Referral code');
  const apply = section.getByRole('button', { name: 'Apply Code' });

  await apply.click();
  await section.getByRole('alert').getByText('Please enter a referral code.').waitFor();
  await field.fill('NOT-A-REAL-CODE');
  await apply.click();
  await section.getByRole('alert').getByText('Failed to apply referral code.').waitFor();
  await section
    .getByRole('alert')
    .getByText('That referral code does not exist.', { exact: false })
    .waitFor();

  await field.fill(referralCode.toLowerCase());
  await apply.click();
  await section
    .getByRole('status')
    .getByText('Referral code applied successfully! You are now a premium member.')
    .waitFor();
  // The standing's badge: '★ Premium', its star for the eye only.
  await section.getByText(/^\W*Premium$/).waitFor();
  await section.getByText('Granted by a referral code').waitFor();
  assert.equal(await field.count(), 0, 'the form is for members who are not premium');
  assert.equal(await section.getByRole('button', { name: 'Upgrade to Premium' }).count(), 0);
  assert.equal(await notReloaded(), true, 'the page was loaded again');
  await page.screenshot({ path: '/tmp/e2e-referral-applied.png', fullPage: true });
  await assertAccessible(page);

  await page.getByRole('link', { name: 'View public profile' }).click();
  await page.getByRole('heading', { level: 1, name: `${user.username} Premium` }).waitFor();
  await page.screenshot({ path: '/tmp/e2e-premium-badge.png' });
});

/** Marks the loaded page: the mark is gone after a reload, and kept by in-app navigation. */
async function markPage(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { pageNotReloaded: true }));
  return () => page.evaluate(() => 'pageNotReloaded' in window);
}

test('a referral code given at registration makes the new member premium: Settings shows it at once, without a reload', async () => {
  const page = await browser.newPage();
  const user = newUser('signup');
  await page.goto('/register');
  const notReloaded = await markPage(page);
  await fillRegister(page, user, { referralCode });
  await page.waitForURL((url) => url.pathname === '/');

  await accountButton(page, user.username).hover();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.waitForURL('**/profile/settings');
  const section = page.getByRole('region', { name: 'Subscription' });
  await section.getByText(/^\W*Premium$/).waitFor();
  await section.getByText('Granted by a referral code').waitFor();
  assert.equal(await section.getByText('Free', { exact: true }).count(), 0);
  assert.equal(await section.getByRole('button', { name: 'Upgrade to Premium' }).count(), 0);
  assert.equal(await notReloaded(), true, 'the page was loaded again');

  await page.getByRole('link', { name: 'View public profile' }).click();
  await page.getByRole('heading', { level: 1, name: `${user.username} Premium` }).waitFor();
  assert.equal(await notReloaded(), true, 'the page was loaded again');
});

test('/payment/success thanks the member with links home and to Settings; /payment/cancel goes to Settings', async () => {
  const page = await browser.newPage();
  const user = newUser('thanks');
  await registerByApi(page, user);
  await page.goto('/payment/success?session_id=cs_test_e2e');
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  await page.getByText('Payment successful! Your subscription is being activated.').waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).waitFor();
  await page.screenshot({ path: '/tmp/e2e-payment-success.png' });
  await assertAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Go to Settings' }).click();
  await page.waitForURL('**/profile/settings');

  await page.goto('/payment/cancel');
  await page.waitForURL((url) => url.pathname === '/profile/settings');
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
});
