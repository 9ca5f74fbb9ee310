// `make bench-web`: how fast the public pages paint in headless Chromium and how much a first
// visit to the home page downloads, against a running stack (BENCH_WEB_URL). Each run is a fresh
// browser context (empty cache, no cookies), as a first visit is; the median of BENCH_WEB_RUNS.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleSpringId } from './sample-spring.mjs';
import { webPagesReport } from './web-pages-report.mjs';

// The browser tests' Chromium, launched with the same flags (built by `npm run build`).
const { openChromium } = createRequire(import.meta.url)('../e2e/dist/support/chromium.js');

const baseUrl = (process.env.BENCH_WEB_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const runs = Number(process.env.BENCH_WEB_RUNS ?? 5);
/**
 * How each visit is made: this machine as it is, and Lighthouse's mobile profile (a phone's
 * screen, 150 ms round trips at 1.6 Mbps down and 750 kbps up, the CPU slowed 4x), applied by
 * Chromium to every request.
 */
const PROFILES = {
  desktop: { viewport: { width: 1280, height: 900 } },
  mobile: {
    viewport: { width: 412, height: 823 },
    network: {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
    cpuSlowdown: 4,
  },
};

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

/**
 * One first visit: FCP and LCP (ms from navigation start), and the bytes Chromium received on the
 * wire for each answer of the site (encodedDataLength: headers and the compressed body), by kind.
 * Map tiles and other sites are answered empty, so the figures are the site's own and never wait
 * on the internet.
 */
async function visit(browser, path, profile = PROFILES.desktop) {
  const context = await browser.newContext({ viewport: profile.viewport });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  await context.addInitScript(observeLargestPaint);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
  if (profile.cpuSlowdown)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
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

const springId = await sampleSpringId(baseUrl);
/** Named, so that a run's spring page is set beside the previous run's whatever its id. */
const pages = [
  { name: 'home', path: '/' },
  { name: 'spring', path: `/springs/${springId}` },
  { name: 'popular', path: '/popular' },
  { name: 'faq', path: '/faq' },
];
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
const figuresFile = join(resultsDir, 'web-pages.json');
const browser = await openChromium();

/** The median FCP and LCP of `runs` first visits to `path` under `profile`, and the visits. */
async function measure(path, profile) {
  const visits = [];
  for (let i = 0; i < runs; i++) visits.push(await visit(browser, path, profile));
  return {
    fcp: median(visits.map((v) => v.fcp)),
    lcp: median(visits.map((v) => v.lcp)),
    visits,
  };
}

try {
  // One visit first, not counted: the stack's own caches warm up, as they are in use.
  for (const { path } of pages) await visit(browser, path);
  const run = { at: new Date().toISOString(), baseUrl, runs, pages: [], homeBytes: {} };
  for (const { name, path } of pages) {
    const desktop = await measure(path, PROFILES.desktop);
    const mobile = await measure(path, PROFILES.mobile);
    const figures = ({ fcp, lcp }) => ({ fcp, lcp });
    run.pages.push({ name, path, desktop: figures(desktop), mobile: figures(mobile) });
    if (name === 'home') {
      const total = (v) => Object.values(v.bytes).reduce((a, b) => a + b, 0);
      const { visits } = desktop;
      const typical = visits.find((v) => total(v) === median(visits.map(total))) ?? visits[0];
      run.homeBytes = typical.bytes;
    }
  }
  const previous = existsSync(figuresFile)
    ? JSON.parse(readFileSync(figuresFile, 'utf8'))
    : undefined;
  const report = webPagesReport(run, previous);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(figuresFile, `${JSON.stringify(run, null, 2)}\n`);
  writeFileSync(join(resultsDir, 'web-pages.md'), report);
  console.log(report);
  console.log(`Written to ${join(resultsDir, 'web-pages.md')}`);
} finally {
  await browser.close();
}
