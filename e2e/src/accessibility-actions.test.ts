import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PHONE, useBrowser } from './browser';
import { accountButton, newUser, openPhoneMenu, registerByApi } from './support/accounts';
import { assertNoProblems, problemsNow } from './support/axe';
import { explorePanel } from './support/map';
import { REVIEWED, useWrittenSite } from './support/written-site';

const browser = useBrowser();
const site = useWrittenSite(browser);
const { member } = site;

test('states reached by an action pass axe and read no icon aloud', async () => {
  const problems: string[] = [];
  // A member who has not reviewed this spring yet, so the review form is offered.
  const newcomer = newUser('a11yform');
  const page = await browser.newPage();
  await registerByApi(page, newcomer);

  await page.goto(`/springs/${REVIEWED.id}`);
  await page.getByRole('heading', { level: 1, name: REVIEWED.name }).waitFor();
  // The favorite buttons are named with the spec's labels, their icons left out.
  // The page comes rendered for a visitor; the member's buttons show once the app has started.
  const save = page.getByRole('group', { name: 'Save this spring' });
  await save.waitFor();
  for (const name of ['Add to Bucket List', 'Mark as Visited']) {
    assert.equal(await save.getByRole('button', { name, exact: true }).count(), 1, name);
  }
  await page.getByRole('button', { name: 'Leave a Review' }).click();
  await page.getByRole('form', { name: 'New review' }).waitFor();
  problems.push(...(await problemsNow(page, 'review form open')));

  await page
    .getByRole('article', { name: `Review by ${member.username}` })
    .getByRole('button', { name: `Open photo by ${member.username}` })
    .click();
  await page.getByRole('dialog', { name: `Photo by ${member.username}` }).waitFor();
  problems.push(...(await problemsNow(page, 'review photo lightbox')));

  // The post's author edits it; a member opens a reply form.
  const author = await site.signedInPage();
  await author.goto(`/community/posts/${site.postId()}`);
  await author.getByRole('button', { name: 'Edit Post' }).click();
  await author.getByRole('form', { name: 'Edit post' }).waitFor();
  problems.push(...(await problemsNow(author, 'post edit form open')));
  await page.goto(`/community/posts/${site.postId()}`);
  await page.getByRole('button', { name: 'Reply' }).first().click();
  await page
    .getByRole('form', { name: `Reply to ${member.username}` })
    .first()
    .waitFor();
  problems.push(...(await problemsNow(page, 'reply form open')));

  await page.goto('/faq');
  await accountButton(page, newcomer.username).hover();
  await page.getByRole('menu').waitFor();
  problems.push(...(await problemsNow(page, 'account menu open')));

  const phone = await site.signedInPage(PHONE);
  await phone.goto('/explore-map');
  await phone.getByRole('button', { name: 'Show side panel' }).click();
  await explorePanel(phone).panel.getByRole('heading', { name: 'Filters' }).waitFor();
  problems.push(...(await problemsNow(phone, 'map side panel open on a phone')));

  await accountButton(phone, member.username).tap();
  await phone.getByRole('menu', { name: 'Account' }).waitFor();
  problems.push(...(await problemsNow(phone, 'account menu open on a phone')));

  await openPhoneMenu(phone);
  problems.push(...(await problemsNow(phone, 'phone menu open')));

  assertNoProblems(problems);
});
