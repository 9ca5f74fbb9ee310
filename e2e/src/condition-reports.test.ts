import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { newUser, registerByApi } from './support/accounts';
import type { TestUser } from './support/accounts';
import { assertNoProblems, blockingViolations, waitForSettledPage } from './support/axe';
import { iconGlyphsReadOut } from './support/icon-glyphs';
import { explorePanel } from './support/map';
import { eventually } from '@hotsprings/service-kit/testing';

const browser = useBrowser();

// Nevada springs only this file reports on: one found open, a neighbour found closed.
const OPEN = { id: 945, name: 'Bruffeys Hot Springs' };
const CLOSED = { id: 946, name: 'Buffalo Springs' };
// What the map's filter asks the list for.
const REPORTED_OPEN = '/api/springs?reported_open_within_days=90';

let page: Page;
let member: TestUser;

before(async () => {
  page = await browser.newPage();
  member = newUser('reporter');
  await registerByApi(page, member);
});

/** Today on the browser's calendar, as the form's date field takes it. */
function browserToday(): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

async function reportedOpenIds(): Promise<number[]> {
  const res = await page.request.get(REPORTED_OPEN);
  assert.ok(res.ok(), await res.text());
  return ((await res.json()) as { id: number }[]).map((s) => s.id);
}

test('a report is checked, posted, and shows at once as the fresh current conditions', async (t) => {
  await page.goto(`/springs/${OPEN.id}`);
  await page.getByRole('heading', { level: 1, name: OPEN.name }).waitFor();
  const card = page.getByRole('region', { name: 'Current conditions' });
  await card.getByText('No condition reports yet.').waitFor();

  // The card's link leads to the panel and opens its form.
  await card.getByRole('link', { name: 'Report conditions' }).click();
  const form = page.getByRole('form', { name: 'Report conditions' });
  const alert = form.getByRole('alert');
  const send = form.getByRole('button', { name: 'Post report' });

  await send.click();
  await alert.filter({ hasText: 'Choose what you found' }).waitFor();

  await form.getByRole('radio', { name: 'Open' }).check();
  const date = form.getByLabel('Date of visit');
  assert.equal(await date.getAttribute('max'), await browserToday());
  await date.fill('2999-01-01');
  await send.click();
  await alert.filter({ hasText: 'The visit date cannot be in the future.' }).waitFor();

  await date.fill(await browserToday());
  await form.getByLabel('Water temperature, °F (optional)').fill('104.5');
  await form.getByLabel('Crowding (optional)').selectOption('some');
  await form.getByLabel('Note (optional)').fill('**Clear** water, road dry.');
  const posted = page.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().endsWith(`/springs/${OPEN.id}/reports`),
  );
  await send.click();
  assert.equal((await posted).status(), 201);
  const postedAt = Date.now();

  // The springs service takes the report from its event: the list filter has it within 2 s.
  await eventually(async () => assert.ok((await reportedOpenIds()).includes(OPEN.id)), 5_000);
  const lag = Date.now() - postedAt;
  assert.ok(lag < 2_000, `the list filter took ${lag} ms to include the report`);
  t.diagnostic(`the list filter included the report ${lag} ms after it was posted`);

  await card.getByText('Open', { exact: true }).waitFor({ timeout: 15_000 });
  await card.getByText('Fresh', { exact: true }).waitFor();
  await card.getByText('Water measured at 104.5°F').waitFor();
  const byline = await card.getByText(/^Reported /).innerText();
  assert.match(byline, new RegExp(`^Reported (just now|\\d+ seconds? ago) by ${member.username}$`));

  const report = page.getByRole('article', { name: new RegExp(`^Report by ${member.username}`) });
  await report.getByText('Some people').waitFor();
  assert.equal(await report.locator('strong', { hasText: 'Clear' }).count(), 1);

  // A second report of the same visit is refused with the server's words.
  await page.getByRole('button', { name: 'Report conditions' }).click();
  await form.getByRole('radio', { name: 'Closed' }).check();
  await send.click();
  await alert
    .filter({ hasText: 'You have already reported this spring for that visit date.' })
    .waitFor();

  // The card, the list and the open form pass axe and read no icon aloud.
  await waitForSettledPage(page);
  assertNoProblems([
    ...(await blockingViolations(page, 'spring page with a report and the form open')),
    ...(await iconGlyphsReadOut(page, 'spring page with a report and the form open')),
  ]);
});

test('the map filter shows the spring reported open and hides the others', async (t) => {
  const res = await page.request.post(`/api/springs/${CLOSED.id}/reports`, {
    data: { visited_on: await browserToday(), status: 'closed' },
  });
  assert.equal(res.status(), 201, await res.text());
  await eventually(async () => {
    const spring = (await (await page.request.get(`/api/springs/${CLOSED.id}`)).json()) as {
      latest_report: { status: string } | null;
    };
    assert.equal(spring.latest_report?.status, 'closed');
  });
  const open = await reportedOpenIds();
  assert.ok(open.includes(OPEN.id) && !open.includes(CLOSED.id), String(open));

  await page.goto('/explore-map');
  const { rows, count } = explorePanel(page);
  await rows.first().waitFor();
  const filter = page.getByRole('checkbox', { name: 'Reported open in the last 90 days' });
  const checkedAt = Date.now();
  await filter.check();
  await rows.filter({ hasText: OPEN.name }).waitFor({ timeout: 2_000 });
  const lag = Date.now() - checkedAt;
  assert.ok(lag < 2_000, `the map took ${lag} ms to show the reported spring`);
  t.diagnostic(`the map showed the reported spring ${lag} ms after the filter was checked`);
  // Only the springs the list filter keeps are in view: every other spring is hidden.
  await eventually(async () => {
    const text = await count.innerText();
    assert.equal(Number(/(\d+)\s*$/.exec(text)?.[1]), open.length, text);
  });
  assert.equal(await rows.filter({ hasText: CLOSED.name }).count(), 0);

  await filter.uncheck();
  await eventually(async () => assert.ok((await rows.count()) > open.length));
});
