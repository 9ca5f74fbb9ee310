import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, useBrowser } from './browser';
import { newUser, registerByApi } from './support/accounts';

const browser = useBrowser();

// An Idaho spring no other browser test reviews or saves, so its figures stay those of the import.
const SPRING = { id: 560, name: 'Battle Creek Hot Springs', temperature: '183°F' };

// A post of a member, with markdown (its parser is a lazy part of the page) and a comment.
const POST = {
  title: 'Rendered before any script',
  content: 'The pool is **warm**.\n\n- go early',
};
let postId = '';

// The search for that spring's name, and the explore map, with their Leaflet maps.
const SEARCH = `/search?q=${encodeURIComponent(SPRING.name)}`;
const EXPLORE = '/explore-map';

before(async () => {
  const page = await browser.newPage();
  await registerByApi(page, newUser('ssr'));
  const post = await page.request.post('/api/community/posts', { multipart: POST });
  assert.equal(post.status(), 201, await post.text());
  postId = (await post.json()).id;
  const comment = await page.request.post(`/api/community/posts/${postId}/comments`, {
    data: { content: 'Agreed, **early** is best.' },
  });
  assert.equal(comment.status(), 201, await comment.text());
});

/** Where the root's HTML ends: the script of the server's answers follows it. */
const SERVER_STATE_TAG = '<script id="server-state"';

/** The pages the server renders, with the heading each shows first. */
const pages = (): [path: string, heading: string | RegExp][] => [
  ['/', 'Discover Natural Hot Springs'],
  ['/faq', 'Frequently Asked Questions'],
  ['/about-us', /./],
  ['/why-hot-springs', 'Why Visit Hot Springs?'],
  ['/contact', 'Contact Us'],
  ['/popular', 'Most Popular Hot Springs'],
  [SEARCH, new RegExp(SPRING.name)],
  [EXPLORE, 'Explore the hot springs map'],
  [`/springs/${SPRING.id}`, SPRING.name],
  ['/community', 'Community Feed'],
  [`/community/posts/${postId}`, POST.title],
  ['/no/such/page', '404 Not Found'],
];

/**
 * Everything the page reports as going wrong: its console errors and warnings (React's hydration
 * mismatches among them) and uncaught errors (React's production build reports a failed
 * hydration so). Chromium's own line for an answer of 4xx (the signed-out session check, a 404
 * page) is left out: it is no error of the page's code.
 */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const reported = ['error', 'warning'].includes(message.type()) || /hydrat/i.test(text);
    if (reported && !text.startsWith('Failed to load resource')) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('each server-rendered page comes with its content and hydrates without a mismatch', async () => {
  const page = await browser.newPage();
  const problems = problemsOf(page);
  for (const [path, heading] of pages()) {
    // The content is in the HTML itself, before any script runs.
    const html = await (await page.request.get(path)).text();
    assert.match(html, /<div id="root"><div/, path);
    // The server read what the page's first render asks for, with the same arguments
    // (web/src/app/server-pages.ts): no part of the rendered page is still loading its data.
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf(SERVER_STATE_TAG));
    assert.doesNotMatch(root, /Loading|Searching\.\.\./, `${path}: a part still loads its data`);
    const sessionChecked = page.waitForResponse((res) => res.url().endsWith('/api/auth/status'));
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    // The app has taken over: it asked for the session (signed out) and the header still
    // offers its links.
    await sessionChecked;
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    // A map comes once the page has hydrated, in the frame the server sent.
    if (path === SEARCH || path === EXPLORE) await page.locator('.leaflet-container').waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(problems, [], path);
  }
  await page.screenshot({ path: '/tmp/e2e-ssr-post-hydrated.png', fullPage: true });
});

test('without JavaScript a spring page shows its name, temperature and description', async () => {
  const page = await browser.newDevicePage(DESKTOP, { javaScriptEnabled: false });
  const spring = await (await page.request.get(`/api/springs/${SPRING.id}`)).json();
  await page.goto(`/springs/${SPRING.id}`);
  await page.getByRole('heading', { level: 1, name: SPRING.name }).waitFor();
  const details = page.getByRole('region', { name: 'Spring Details' });
  await details.getByText(SPRING.temperature, { exact: true }).waitFor();
  await page.getByText(spring.description).waitFor();
  // Styled by the page's own stylesheet, linked in the head: the details sit beside the page.
  const box = await details.boundingBox();
  assert.ok(box && box.x > DESKTOP.viewport.width / 2, JSON.stringify(box));
  await page.screenshot({ path: '/tmp/e2e-ssr-spring-no-js.png', fullPage: true });
});

test('without JavaScript the search lists its results, the header search reaches it, and the explore map shows its filters', async () => {
  const page = await browser.newDevicePage(DESKTOP, { javaScriptEnabled: false });
  await page.goto(SEARCH);
  const results = page.getByRole('region', { name: 'Results' });
  await results.getByRole('link', { name: SPRING.name, exact: true }).waitFor();
  await page.getByText(/\d+ springs? found/).waitFor();
  // The map's frame holds its place beside the list; the map itself needs the script.
  assert.equal(await page.locator('.leaflet-container').count(), 0);
  await page.screenshot({ path: '/tmp/e2e-ssr-search-no-js.png', fullPage: true });

  // The header's search is a plain form too: it asks the server for the results page.
  await page.goto('/faq');
  await page.getByRole('searchbox', { name: 'Search hot springs or location' }).fill(SPRING.name);
  await page.getByRole('button', { name: 'Find Springs' }).click();
  await results.getByRole('link', { name: SPRING.name, exact: true }).waitFor();
  assert.equal(new URL(page.url()).search, `?q=${SPRING.name.replaceAll(' ', '+')}`);

  await page.goto(EXPLORE);
  const panel = page.getByRole('complementary', { name: 'Map filters and springs' });
  await panel.getByRole('heading', { level: 2, name: 'Filters' }).waitFor();
  await panel.getByRole('heading', { level: 2, name: 'Springs in this area' }).waitFor();
  // The featured springs were read on the server too.
  await panel.getByRole('link').first().waitFor();
  await page.screenshot({ path: '/tmp/e2e-ssr-explore-no-js.png', fullPage: true });
});

test('without JavaScript the public pages show their content and link to each other', async () => {
  const page = await browser.newDevicePage(DESKTOP, { javaScriptEnabled: false });
  for (const [path, heading] of pages()) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    // The header offers signing in, as to a signed-out visitor, rather than a loading avatar.
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
  }
  // The contact form cannot send without the app: the browser would put the message in the
  // address. Its button stays off, and a <noscript> says why (read from the HTML: Chromium with
  // scripts turned off by the test still parses <noscript> as if they ran, so does not show it).
  await page.goto('/contact');
  assert.ok(await page.getByRole('button', { name: 'Send Message' }).isDisabled());
  assert.match(
    await (await page.request.get('/contact')).text(),
    /<noscript><p[^>]*>Sending a message needs JavaScript/,
  );
  await page.goto(`/community/posts/${postId}`);
  await page.getByText('Agreed, early is best.').waitFor();
  await page.screenshot({ path: '/tmp/e2e-ssr-post-no-js.png', fullPage: true });
  // The links are plain links: following them loads the next page from the server.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await page.waitForURL('**/about-us');
  await page.goto('/popular');
  const first = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
});
