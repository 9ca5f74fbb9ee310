import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** A user no earlier run has taken: usernames allow 3-30 letters, digits, dots, hyphens, underscores. */
export function newUser(prefix: string): TestUser {
  const username = `${prefix}_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`.slice(
    0,
    30,
  );
  return { username, email: `${username}@example.com`, password: 'soak-warm-42' };
}

/** Registers through the API; the session cookie lands in the page's context, as after the form. */
export async function registerByApi(page: Page, user: TestUser): Promise<void> {
  const res = await page.request.post('/api/auth/register', {
    data: { username: user.username, email: user.email, password: user.password },
  });
  assert.ok(res.ok(), `register ${user.username}: ${res.status()} ${await res.text()}`);
}

/** Fills the registration form (its confirmation `user.password` unless told) and sends it. */
export async function fillRegister(
  page: Page,
  user: TestUser,
  options: { confirmation?: string; referralCode?: string } = {},
): Promise<void> {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(options.confirmation ?? user.password);
  if (options.referralCode !== undefined)
    await page.getByLabel('Referral Code (optional)').fill(options.referralCode);
  await page.getByRole('button', { name: 'Register' }).click();
}

/** Signs an existing user in through the API; the session cookie lands in the page's context. */
export async function signInByApi(page: Page, user: TestUser): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    data: { username: user.username, password: user.password },
  });
  assert.ok(res.ok(), `login ${user.username}: ${res.status()} ${await res.text()}`);
}

/** The signed-in navigation: the avatar button that opens the account menu. */
export function accountButton(page: Page, username: string) {
  return page.getByRole('button', { name: `Account menu for ${username}` });
}

/** The phone's menu, opened from its toggle: the site's links and the account's. */
export async function openPhoneMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.locator('#mobile-menu');
  await menu.waitFor();
  return menu;
}
