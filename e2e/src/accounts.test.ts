import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, DEVICES, PHONE, useBrowser } from './browser';
import {
  accountButton,
  fillRegister,
  newUser,
  openPhoneMenu,
  registerByApi,
} from './support/accounts';
import { press } from './support/press';
import { eventually } from '@hotsprings/service-kit/testing';

const browser = useBrowser();

// A spring of this file's own: its page offers a signed-out visitor a prompt to log in to review
// it, and a member's visit writes its summary, which spring-detail's spring (560) must not have.
const PROMPT_SPRING_ID = 562;

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * The open account menu closes when pressed outside; the avatar, pressed twice, opens it and
 * closes it again.
 */
async function assertClosesAndToggles(
  menu: Locator,
  pressOutside: () => Promise<void>,
  pressAvatar: () => Promise<void>,
): Promise<void> {
  await pressOutside();
  await menu.waitFor({ state: 'detached' });
  await pressAvatar();
  await menu.waitFor();
  await pressAvatar();
  await menu.waitFor({ state: 'detached' });
}

/** Waits until nothing has changed the menu's state for a while longer than its close delay. */
const pause = (page: Page) => page.waitForTimeout(400);

test('a new visitor registers on the desktop; hovering and clicking the avatar agree', async () => {
  const page = await browser.newDevicePage(DESKTOP);
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
  assert.equal(await avatar.getAttribute('aria-haspopup'), 'menu');

  // Hovering opens the menu; leaving closes it a moment later.
  await avatar.hover();
  const menu = page.getByRole('menu', { name: 'Account' });
  await page.getByText(user.email).waitFor();
  await page.getByText(user.username, { exact: true }).waitFor();
  for (const item of ['Profile', 'Settings', 'Logout']) {
    await menu.getByRole('menuitem', { name: item }).waitFor();
  }
  assert.equal(await avatar.getAttribute('aria-expanded'), 'true');
  await page.screenshot({ path: '/tmp/e2e-account-menu.png' });
  await page.mouse.move(5, 600);
  await menu.waitFor({ state: 'detached' });
  assert.equal(await avatar.getAttribute('aria-expanded'), 'false');

  // A click on the hovered avatar keeps the menu open, even once the pointer has left.
  await avatar.hover();
  await menu.waitFor();
  await avatar.click();
  await page.mouse.move(5, 600);
  await pause(page);
  assert.ok(await menu.isVisible(), 'the clicked menu stays open');
  // A click elsewhere closes it; a second click on the avatar too.
  await assertClosesAndToggles(
    menu,
    () => page.mouse.click(5, 600),
    () => avatar.click(),
  );

  // From the keyboard: Enter opens onto the first item, the arrows move, Escape goes back.
  await avatar.focus();
  await page.keyboard.press('Enter');
  await eventually(async () =>
    assert.ok(
      await menu
        .getByRole('menuitem', { name: 'Profile' })
        .evaluate((el) => el === document.activeElement),
    ),
  );
  await page.keyboard.press('ArrowDown');
  assert.ok(
    await menu
      .getByRole('menuitem', { name: 'Settings' })
      .evaluate((el) => el === document.activeElement),
  );
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  assert.ok(await avatar.evaluate((el) => el === document.activeElement));

  // A signed-in visitor is sent home from the sign-in and registration pages.
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/');
  }
});

test('a new visitor registers on a phone; the avatar menu opens on the first tap', async () => {
  const page = await browser.newDevicePage(PHONE);
  const user = newUser('thumb');
  await page.goto('/register');
  await fillRegister(page, user);
  await page.waitForURL((url) => url.pathname === '/');

  const avatar = accountButton(page, user.username);
  await avatar.tap();
  const menu = page.getByRole('menu', { name: 'Account' });
  await menu.getByRole('menuitem', { name: 'Profile' }).waitFor();
  await pause(page);
  assert.ok(await menu.isVisible(), 'the tapped menu stays open');
  assert.equal(await avatar.getAttribute('aria-expanded'), 'true');
  await page.screenshot({ path: '/tmp/e2e-account-menu-phone.png' });
  // A tap outside closes it; a tap on the avatar opens and closes it.
  await assertClosesAndToggles(
    menu,
    () => page.touchscreen.tap(20, 600),
    () => avatar.tap(),
  );

  // The phone's menu holds the planner and the account's links.
  const phoneMenu = await openPhoneMenu(page);
  await phoneMenu.getByRole('link', { name: 'Trip Planner' }).waitFor();
  await phoneMenu.getByRole('link', { name: 'Settings' }).waitFor();
  await phoneMenu.getByRole('button', { name: 'Log out' }).waitFor();
  assert.equal(await phoneMenu.getByRole('link', { name: 'Sign In' }).count(), 0);
  await page.screenshot({ path: '/tmp/e2e-phone-menu.png' });
  // A tap below the menu, on the page, puts it away; the toggle brings it back.
  await page.touchscreen.tap(200, 800);
  await phoneMenu.waitFor({ state: 'detached' });
  await openPhoneMenu(page);
  await phoneMenu.getByRole('link', { name: 'Profile' }).tap();
  await page.waitForURL(`**/profile/${user.username}`);
  await page.getByRole('heading', { level: 1, name: user.username }).waitFor();
  await phoneMenu.waitFor({ state: 'detached' });
});

for (const device of DEVICES) {
  test(`profile and settings: bio and location saved, shown on the profile; logout revokes the old cookie (${device.name})`, async () => {
    const page = await browser.newDevicePage(device);
    const user = newUser('soaker');
    await registerByApi(page, user);
    await page.goto('/');
    // On the desktop the avatar's menu leads there; on a phone, the menu's toggle.
    const menuLink = async (name: string) => {
      if (device.touch) await (await openPhoneMenu(page)).getByRole('link', { name }).tap();
      else {
        await accountButton(page, user.username).click();
        await page.getByRole('menuitem', { name }).click();
      }
    };
    await menuLink('Profile');
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

    await menuLink('Settings');
    await page.waitForURL('**/profile/settings');
    await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Boise, Idaho');
    await page.getByLabel('Bio').fill('Weekend soaker, backcountry pools preferred.');
    await press(page.getByRole('button', { name: 'Save Changes' }), device);
    await page.getByRole('status').getByText('Settings saved successfully!').waitFor();
    await press(page.getByRole('link', { name: 'View public profile' }), device);
    await page.getByText('Weekend soaker, backcountry pools preferred.').waitFor();
    await page.getByText('Boise, Idaho').waitFor();

    const oldCookies = await page.context().cookies();
    assert.ok(oldCookies.some((c) => c.name === 'hs_session'));
    if (device.touch)
      await (await openPhoneMenu(page)).getByRole('button', { name: 'Log out' }).tap();
    else {
      await accountButton(page, user.username).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    }
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Register' }).first().waitFor();
    assert.equal(await accountButton(page, user.username).count(), 0);

    // The cookie copied before logout no longer signs anyone in.
    const copy = await browser.newPage();
    await copy.context().addCookies(oldCookies);
    assert.equal((await copy.request.get('/api/auth/status')).status(), 401);
    await copy.goto('/');
    await mainNav(copy).getByRole('link', { name: 'Sign In' }).waitFor();
    assert.equal(await accountButton(copy, user.username).count(), 0);
  });
}

test('registering from the prompt to log in returns to the page that asked (phone)', async () => {
  const page = await browser.newDevicePage(PHONE);
  const user = newUser('prompted');
  await page.goto(`/springs/${PROMPT_SPRING_ID}#reviews-heading`);
  await page.getByRole('link', { name: 'Log in to leave a review' }).tap();
  await page.waitForURL('**/login');
  await page.getByRole('link', { name: 'Create an account' }).tap();
  await page.waitForURL('**/register');
  await fillRegister(page, user);
  await page.waitForURL(
    (url) => url.pathname === `/springs/${PROMPT_SPRING_ID}` && url.hash === '#reviews-heading',
  );
  await page.getByRole('button', { name: 'Leave a Review' }).waitFor();
  await accountButton(page, user.username).waitFor();
});

test('the register form checks the passwords and shows the server refusing a taken username', async () => {
  const page = await browser.newPage();
  const user = newUser('dupe');
  await page.goto('/register');
  await fillRegister(page, user, { confirmation: 'something-else' });
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

for (const device of DEVICES) {
  test(`a wrong password shows the server's message; the right one signs in (${device.name})`, async () => {
    const page = await browser.newDevicePage(device);
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
    await press(page.getByRole('button', { name: 'Sign In' }), device);
    await page.getByRole('alert').getByText(error, { exact: true }).waitFor();

    await page.getByLabel('Password').fill(user.password);
    await press(page.getByRole('button', { name: 'Sign In' }), device);
    await accountButton(page, user.username).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
  });
}

test('settings and favorites send a signed-out visitor to the login page', async () => {
  const page = await browser.newPage();
  for (const path of ['/profile/settings', '/favorites']) {
    await page.goto(path);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  }
});
