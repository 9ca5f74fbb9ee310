import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser } from './browser';
import { assertNoProblems, blockingViolations, waitForSettledPage } from './support/axe';
import { iconGlyphsReadOut } from './support/icon-glyphs';
import { explorePanel, mapPins } from './support/map';
import { eventually } from '@hotsprings/service-kit/testing';

const browser = useBrowser();

// Springs no other browser test opens, visited signed out so that no AI summary is written.
/** 208 °F in the NOAA list. */
const BOILING = { id: 1007, name: 'Great Boiling Spring (Gerlach)' };
/** Recorded as boiling ('B'), with no figure. */
const FUMAROLES = { id: 1123, name: 'Senator Fumaroles' };
/** No temperature at all in the NOAA list. */
const UNMEASURED = { id: 1103, name: 'Pyramid Island Hot Spring' };

const NOAA_SOURCE =
  /^Source: NOAA thermal springs list, 1980: 208 °F\s*Berry, G\.W\., Grim, P\.J\., and Ikelman, J\.A\., 1980/;

test('a 208 °F spring: the card says not for soaking on the NOAA figure, its footnotes open by keyboard, axe finds nothing', async () => {
  const page = await browser.newPage();
  await page.goto(`/springs/${BOILING.id}`);
  await page.getByRole('heading', { level: 1, name: BOILING.name }).waitFor();

  const card = page.getByRole('region', { name: 'Safety: Not for soaking' });
  const reason = card.getByRole('listitem').first();
  await reason.getByText('208 °F (NOAA) at the source: not for soaking').waitFor();
  assert.match(await reason.locator('p').nth(1).innerText(), NOAA_SOURCE);
  await card.getByRole('link', { name: 'The seven principles' }).waitFor();
  await page.getByRole('link', { name: 'Plan a Trip to See This Spring' }).waitFor();
  await page.getByText('Not for soaking: see it from the path, never enter it.').waitFor();

  // The temperature's footnote, by keyboard: focus its marker, open it, read the source.
  const details = page.getByRole('region', { name: 'Spring Details' });
  const marker = details.getByText('source of the temperature');
  const note = details.locator('details', { hasText: 'source of the temperature' });
  await marker.focus();
  await page.keyboard.press('Enter');
  await eventually(async () => assert.equal(await note.getAttribute('open'), ''));
  assert.match(await note.innerText(), /NOAA thermal springs list, 1980: 208 °F/);
  await page.keyboard.press('Enter');
  await eventually(async () => assert.equal(await note.getAttribute('open'), null));
  // No reviews: the rating has no source to give.
  assert.equal(await details.getByText('source of the rating').count(), 0);

  await note.locator('summary').click();
  await waitForSettledPage(page);
  await page.screenshot({ path: '/tmp/e2e-spring-safety.png', fullPage: true });
  assertNoProblems([...(await blockingViolations(page)), ...(await iconGlyphsReadOut(page))]);
});

test('a spring recorded as boiling says so without a figure; one without a temperature says "Unknown"', async () => {
  const page = await browser.newPage();
  await page.goto(`/springs/${FUMAROLES.id}`);
  const grave = page.getByRole('region', { name: 'Safety: Not for soaking' });
  await grave.getByText(/^Recorded as boiling \(NOAA\): not for soaking/).waitFor();
  await grave.getByText(/recorded as boiling, no figure/).waitFor();

  await page.goto(`/springs/${UNMEASURED.id}`);
  const card = page.getByRole('region', { name: 'Safety: Temperature unknown' });
  await card.getByText(/^Temperature: Unknown\./).waitFor();
  await card.getByRole('link', { name: 'CDC: Naegleria fowleri' }).waitFor();
  await page
    .getByRole('region', { name: 'Spring Details' })
    .getByText('Unknown', { exact: true })
    .waitFor();
  await page.getByRole('link', { name: 'Plan a Trip Including This Spring' }).waitFor();
  await waitForSettledPage(page);
  assertNoProblems(await blockingViolations(page));
});

test('the map popup of a 208 °F spring says it is not for soaking, with the NOAA figure', async () => {
  const page = await browser.newPage();
  await page.goto('/explore-map');
  await explorePanel(page).rows.first().waitFor();
  await page.getByPlaceholder('Search by name...').fill('great boiling spring');
  const map = page.locator('.leaflet-container');
  const marker = mapPins(map).markers;
  await eventually(async () => assert.equal(await marker.count(), 1));
  await marker.click();
  const popup = map.locator('.leaflet-popup');
  await popup.getByRole('heading', { name: BOILING.name }).waitFor();
  await popup.getByText('Not for soaking', { exact: true }).waitFor();
  await popup.getByText('Source: NOAA thermal springs list, 208°F').waitFor();
  await waitForSettledPage(page);
  await page.screenshot({ path: '/tmp/e2e-spring-safety-popup.png' });
  assertNoProblems(await blockingViolations(page));
});
