import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PHONE, useBrowser } from './browser';
import type { Device } from './browser';
import { waitForSettledPage } from './support/axe';
import { useWrittenSite } from './support/written-site';

const browser = useBrowser();
const site = useWrittenSite(browser);

// The narrowest phone still sold (320 px across): nothing of a page may reach past the screen,
// where it would scroll the whole page sideways.
const SMALL_PHONE: Device = { ...PHONE, viewport: { width: 320, height: 640 } };

test('no page of the route table is wider than the smallest phone, signed out or in', async () => {
  const wider: string[] = [];
  for (const page of [
    await browser.newDevicePage(SMALL_PHONE),
    await site.signedInPage(SMALL_PHONE),
  ]) {
    for (const path of site.routes()) {
      await page.goto(path);
      await waitForSettledPage(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > SMALL_PHONE.viewport.width) wider.push(`${path}: ${width} px`);
    }
  }
  assert.deepEqual(wider, []);
});
