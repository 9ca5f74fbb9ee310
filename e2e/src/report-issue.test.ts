import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser } from './browser';
import { newUser, registerByApi } from './support/accounts';
import { assertNoProblems, blockingViolations, waitForSettledPage } from './support/axe';
import { iconGlyphsReadOut } from './support/icon-glyphs';

const browser = useBrowser();

// A Utah spring whose name the NOAA list misspells ("Srings"), which no other browser test opens.
const SPRING_ID = 1401;

test('a member reports a wrong fact from the spring page and is thanked', async () => {
  const page = await browser.newPage();
  await registerByApi(page, newUser('flagger'));
  await page.goto(`/springs/${SPRING_ID}`);
  await page.getByRole('heading', { level: 1 }).waitFor();

  const toggle = page.getByRole('button', { name: 'Report an issue' });
  await toggle.click();
  const form = page.getByRole('form', { name: 'Report an issue with this spring' });
  await form.waitFor();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await waitForSettledPage(page);
  assertNoProblems([
    ...(await blockingViolations(page, 'the open report form')),
    ...(await iconGlyphsReadOut(page, 'the open report form')),
  ]);
  await page.screenshot({ path: '/tmp/e2e-report-issue-open.png' });

  await form.getByRole('radio', { name: 'Name' }).check();
  await form.getByRole('button', { name: 'Send' }).click();
  await form
    .getByRole('alert')
    .getByText('Please describe what is wrong in the note.', { exact: true })
    .waitFor();

  await form
    .getByRole('textbox', { name: 'What is wrong?' })
    .fill('It is "Springs", not "Srings".');
  const sent = page.waitForResponse(
    (res) =>
      res.url().endsWith(`/api/springs/${SPRING_ID}/flags`) && res.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Send' }).click();
  const answer = await sent;
  assert.equal(answer.status(), 201);
  const flag = (await answer.json()) as { fact: string; status: string };
  assert.deepEqual([flag.fact, flag.status], ['name', 'open']);
  await page.getByRole('status').getByText("Thanks — we'll check this", { exact: true }).waitFor();
  await form.waitFor({ state: 'detached' });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
});
