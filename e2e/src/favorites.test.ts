import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEVICES, useBrowser } from './browser';
import type { Device } from './browser';
import { newUser, registerByApi } from './support/accounts';
import { press } from './support/press';

const browser = useBrowser();

// Nevada springs that only this file saves.
const BUCKET = { id: 920, name: 'Alkali Hot Spring' };
const VISITED = { id: 921, name: 'Anaho Island Spring' };

/**
 * Clicks a favorite button and waits for the server's answer: the page shows the change at once,
 * and leaving the page before the call returns would cancel it.
 */
async function saveBy(page: Page, button: Locator, device: Device) {
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/favorite') && res.request().method() !== 'GET',
  );
  await press(button, device);
  assert.ok((await saved).ok());
}

async function openSpring(page: Page, spring: { id: number; name: string }) {
  await page.goto(`/springs/${spring.id}`);
  await page.getByRole('heading', { level: 1, name: spring.name }).waitFor();
  return page.getByRole('group', { name: 'Save this spring' });
}

for (const device of DEVICES) {
  test(`springs go on the Bucket List and the Visited list, show on My Favorites and the profile, and come off again (${device.name})`, async () => {
    const page = await browser.newDevicePage(device);
    const user = newUser('collector');
    await registerByApi(page, user);

    let buttons = await openSpring(page, BUCKET);
    await saveBy(
      page,
      buttons.getByRole('button', { name: 'Add to Bucket List', exact: true }),
      device,
    );
    await buttons.getByRole('status').getByText('On your Bucket List').waitFor();
    await buttons.getByRole('button', { name: 'Remove from Bucket List' }).waitFor();
    assert.equal(
      await buttons.getByRole('button', { name: 'Add to Bucket List', exact: true }).count(),
      0,
    );

    buttons = await openSpring(page, VISITED);
    await saveBy(
      page,
      buttons.getByRole('button', { name: 'Mark as Visited', exact: true }),
      device,
    );
    await buttons.getByRole('status').getByText('You have visited this spring').waitFor();

    await page.goto('/favorites');
    await page.getByRole('heading', { level: 1, name: 'My Favorites' }).waitFor();
    const visited = page.getByRole('region', { name: /^Visited Springs/ });
    const bucketList = page.getByRole('region', { name: /^Bucket List/ });
    await visited.getByRole('heading', { name: VISITED.name }).waitFor();
    await bucketList.getByRole('heading', { name: BUCKET.name }).waitFor();
    assert.equal(await visited.getByRole('heading', { name: BUCKET.name }).count(), 0);
    await page.screenshot({ path: `/tmp/e2e-favorites-${device.name}.png`, fullPage: true });

    await press(
      bucketList.getByRole('button', { name: `Remove ${BUCKET.name} from Bucket List` }),
      device,
    );
    await bucketList.getByText('Your Bucket List is empty.').waitFor();

    await page.goto(`/profile/${user.username}`);
    const profileVisited = page.getByRole('region', { name: /Visited Springs/ });
    await profileVisited.getByText(VISITED.name).waitFor();
    await page
      .getByRole('region', { name: /My Reviews/ })
      .getByText('No reviews yet.')
      .waitFor();

    buttons = await openSpring(page, VISITED);
    await press(buttons.getByRole('button', { name: 'Remove from Visited' }), device);
    await buttons.getByRole('button', { name: 'Add to Bucket List', exact: true }).waitFor();
    await buttons.getByRole('button', { name: 'Mark as Visited', exact: true }).waitFor();
    assert.equal(await buttons.getByRole('status').count(), 0);
  });
}

test('a visitor is asked to log in instead of seeing the favorite buttons', async () => {
  const page = await browser.newPage();
  await page.goto(`/springs/${BUCKET.id}`);
  await page.getByText('to save this spring to your Bucket List or Visited list.').waitFor();
  assert.equal(
    await page.getByRole('button', { name: 'Add to Bucket List', exact: true }).count(),
    0,
  );
});
