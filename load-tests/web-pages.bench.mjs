// `make bench-web`: how fast the public pages paint in headless Chromium and how much a first
// visit to the home page downloads, against a running stack (BENCH_WEB_URL). Each run is a fresh
// browser context (empty cache, no cookies), as a first visit is; the median of BENCH_WEB_RUNS.
import { chromium } from 'playwright-core';

const baseUrl = (process.env.BENCH_WEB_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const runs = Number(process.env.BENCH_WEB_RUNS ?? 5);
const viewport = { width: 1280, height: 900 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// Registered before any of the page's scripts: LCP entries are only kept for observers.
function observeLargestPaint() {
  window.__largestPaint = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__largestPaint = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** A spring worth showing: the first popular one (reviewed, so its page has every section). */
async function sampleSpringId() {
  const res = await fetch(`${baseUrl}/api/springs/popular`);
  const popular = res.ok ? await res.json() : [];
  if (popular[0]?.id) return popular[0].id;
  const list = await (await fetch(`${baseUrl}/api/springs`)).json();
  return list[0].id;
}

/**
 * One first visit: FCP and LCP (ms from navigation start), and the bytes Chromium received on the
 * wire for each answer of the site (encodedDataLength: headers and the compressed body), by kind.
 * Map tiles and other sites are answered empty, so the figures are the site's own and never wait
 * on the internet.
 */
async function visit(browser, path) {
  const context = await browser.newContext({ viewport });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  await context.addInitScript(observeLargestPaint);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const kinds = new Map();
  const bytes = {};
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (response.url.startsWith(baseUrl)) kinds.set(requestId, type);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const kind = kinds.get(requestId);
    if (kind) bytes[kind] = (bytes[kind] ?? 0) + encodedDataLength;
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  // LCP stops changing at the first input; until then a late image could still replace it.
  await page.waitForTimeout(500);
  const { fcp, lcp } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: window.__largestPaint,
  }));
  await context.close();
  return { fcp, lcp, bytes };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const springId = await sampleSpringId();
const pages = ['/', `/springs/${springId}`, '/popular', '/faq'];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  // One visit first, not counted: the stack's own caches warm up, as they are in use.
  for (const path of pages) await visit(browser, path);
  const rows = [];
  let homeBytes;
  for (const path of pages) {
    const visits = [];
    for (let i = 0; i < runs; i++) visits.push(await visit(browser, path));
    rows.push({
      path,
      fcp: median(visits.map((v) => v.fcp)),
      lcp: median(visits.map((v) => v.lcp)),
    });
    if (path === '/') {
      const total = (v) => Object.values(v.bytes).reduce((a, b) => a + b, 0);
      const typical = visits.find((v) => total(v) === median(visits.map(total))) ?? visits[0];
      homeBytes = typical.bytes;
    }
  }
  const lines = [
    `Web pages at ${baseUrl}: headless Chromium, ${viewport.width}x${viewport.height}, a fresh profile each visit, median of ${runs}`,
    '',
    '| page | FCP | LCP |',
    '| ---- | --- | --- |',
    ...rows.map((r) => `| \`${r.path}\` | ${Math.round(r.fcp)} ms | ${Math.round(r.lcp)} ms |`),
    '',
    `First visit to \`/\`, on the wire (headers and compressed bodies): ${kb(
      Object.values(homeBytes).reduce((a, b) => a + b, 0),
    )}`,
    '',
    '| kind | bytes |',
    '| ---- | ----- |',
    ...Object.entries(homeBytes)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, n]) => `| ${kind} | ${kb(n)} |`),
  ];
  console.log(lines.join('\n'));
} finally {
  await browser.close();
}
