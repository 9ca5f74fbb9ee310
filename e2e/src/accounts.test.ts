import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { accountButton, newUser, registerByApi } from './support/accounts';
import type { TestUser } from './support/accounts';

const browser = useBrowser();

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

async function fillRegister(page: Page, user: TestUser, confirmation = user.password) {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(confirmation);
  await page.getByRole('button', { name: 'Register' }).click();
}

test('a new visitor registers and the navigation shows their initials and account menu', async () => {
  const page = await browser.newPage();
  const user = newUser('newbie');
  await page.goto('/register');
  assert.equal(await mainNav(page).getByRole('link', { name: 'Trip Planner' }).count(), 0);
  await fillRegister(page, user);
  await page.waitForURL((url) => url.pathname === '/');

  const avatar = accountButton(page, user.username);
  assert.equal(await avatar.innerText(), user.username[0]!.toUpperCase());
  await mainNav(page).getByRole('link', { name: 'Trip Planner' }).waitFor();
  assert.equal(await mainNav(page).getByRole('link', { name: 'Sign In' }).count(), 0);
  assert.equal(await page.getByRole('heading', { name: 'Save Your Favorites' }).count(), 0);

  await avatar.hover();
  const menu = page.getByRole('menu');
  await menu.getByText(user.email).waitFor();
  await menu.getByText(user.username, { exact: true }).waitFor();
  for (const item of ['Profile', 'Settings', 'Logout']) {
    await menu.getByRole('menuitem', { name: item }).waitFor();
  }
  await page.screenshot({ path: '/tmp/e2e-account-menu.png' });
  // Leaving the avatar closes the menu a moment later.
  await page.mouse.move(5, 600);
  await menu.waitFor({ state: 'detached' });

  // A signed-in visitor is sent home from the sign-in and registration pages.
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/');
  }
});

test('profile and settings: bio and location saved, shown on the profile; logout revokes the old cookie', async () => {
  const page = await browser.newPage();
  const user = newUser('soaker');
  await registerByApi(page, user);
  await page.goto('/');
  await accountButton(page, user.username).hover();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL(`**/profile/${user.username}`);
  await page.getByRole('heading', { level: 1, name: user.username }).waitFor();
  await page.getByText('No bio provided').waitFor();
  const since = new Date().toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await page.getByText(`Member since ${since}`).waitFor();
  await page.getByText(user.email).waitFor();
  await page.getByRole('button', { name: 'Log out' }).waitFor();

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL('**/profile/settings');
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Boise, Idaho');
  await page.getByLabel('Bio').fill('Weekend soaker, backcountry pools preferred.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('status').getByText('Settings saved successfully!').waitFor();
  await page.getByRole('link', { name: 'View public profile' }).click();
  await page.getByText('Weekend soaker, backcountry pools preferred.').waitFor();
  await page.getByText('Boise, Idaho').waitFor();

  const oldCookies = await page.context().cookies();
  assert.ok(oldCookies.some((c) => c.name === 'hs_session'));
  await accountButton(page, user.username).hover();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await mainNav(page).getByRole('link', { name: 'Sign In' }).waitFor();
  assert.equal(await mainNav(page).getByRole('link', { name: 'Trip Planner' }).count(), 0);

  // The cookie copied before logout no longer signs anyone in.
  const copy = await browser.newPage();
  await copy.context().addCookies(oldCookies);
  assert.equal((await copy.request.get('/api/auth/status')).status(), 401);
  await copy.goto('/');
  await mainNav(copy).getByRole('link', { name: 'Sign In' }).waitFor();
  assert.equal(await accountButton(copy, user.username).count(), 0);
});

test('the register form checks the passwords and shows the server refusing a taken username', async () => {
  const page = await browser.newPage();
  const user = newUser('dupe');
  await page.goto('/register');
  await fillRegister(page, user, 'something-else');
  await page.getByRole('alert').getByText('Passwords do not match.').waitFor();
  await fillRegister(page, { ...user, password: 'abc' });
  await page.getByRole('alert').getByText('Password must be at least 6 characters long.').waitFor();

  const other = await browser.newPage();
  await registerByApi(other, user);
  const refused = await page.request.post('/api/auth/register', {
    data: { username: user.username, email: `other.${user.email}`, password: user.password },
  });
  assert.equal(refused.status(), 409);
  const { error, code } = (await refused.json()) as { error: string; code: string };
  assert.equal(code, 'username_taken');
  await fillRegister(page, { ...user, email: `again.${user.email}` });
  await page.getByRole('alert').getByText(error, { exact: true }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/register');
});

test("a wrong password shows the server's message", async () => {
  const page = await browser.newPage();
  const user = newUser('forgetful');
  await registerByApi(page, user);
  await page.context().clearCookies();
  const refused = await page.request.post('/api/auth/login', {
    data: { username: user.username, password: 'not-the-password' },
  });
  assert.equal(refused.status(), 401);
  const { error, code } = (await refused.json()) as { error: string; code: string };
  assert.equal(code, 'invalid_credentials');

  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('alert').getByText(error, { exact: true }).waitFor();

  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await accountButton(page, user.username).waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
});

test('settings and favorites send a signed-out visitor to the login page', async () => {
  const page = await browser.newPage();
  for (const path of ['/profile/settings', '/favorites']) {
    await page.goto(path);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  }
});
