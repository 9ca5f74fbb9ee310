import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser } from './browser';

const browser = useBrowser();

interface Spring {
  id: number;
  name?: string;
  review_count?: number;
}

test('the popular page lists the ranked springs as cards with review counts and details links', async () => {
  const page = await browser.newPage();
  const popular = (await (await page.request.get('/api/springs/popular')).json()) as Spring[];
  assert.ok(popular.length > 0);
  await page.goto('/popular');
  await page.getByRole('heading', { level: 1, name: 'Most Popular Hot Springs' }).waitFor();
  assert.equal(await page.title(), 'Most Popular Hot Springs - Hot Springs');

  const cards = page.getByRole('article');
  await cards.first().waitFor();
  assert.equal(await cards.count(), popular.length);
  for (const [i, spring] of popular.slice(0, 5).entries()) {
    const card = cards.nth(i);
    const href = `/springs/${spring.id}`;
    const name = card.getByRole('heading').getByRole('link');
    assert.equal(await name.innerText(), spring.name ?? 'Unnamed Spring');
    assert.equal(await name.getAttribute('href'), href);
    const reviews = spring.review_count ?? 0;
    await card.getByText(`(${reviews} ${reviews === 1 ? 'review' : 'reviews'})`).waitFor();
    assert.match(await card.innerText(), /\d+°F \/ \d+°C|Temperature unknown/);
    assert.equal(await card.getByRole('link', { name: 'View Details' }).getAttribute('href'), href);
  }

  await cards.first().getByRole('link', { name: 'View Details' }).click();
  await page.waitForURL(`**/springs/${popular[0]!.id}`);
  await page.getByRole('heading', { level: 1, name: popular[0]!.name }).waitFor();
});
