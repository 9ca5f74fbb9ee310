// `make bench-web`: how fast the public pages paint in headless Chromium and how much a first
// visit to the home page downloads, against a running stack (BENCH_WEB_URL). Each run is a fresh
// browser context (empty cache, no cookies), as a first visit is; the median of BENCH_WEB_RUNS.
import { createRequire } from 'node:module';
import { sampleSpringId } from './sample-spring.mjs';

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

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const springId = await sampleSpringId(baseUrl);
const pages = ['/', `/springs/${springId}`, '/popular', '/faq'];
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

const ms = (n) => `${Math.round(n)} ms`;

try {
  // One visit first, not counted: the stack's own caches warm up, as they are in use.
  for (const path of pages) await visit(browser, path);
  const rows = [];
  let homeBytes;
  for (const path of pages) {
    const desktop = await measure(path, PROFILES.desktop);
    const mobile = await measure(path, PROFILES.mobile);
    rows.push({ path, desktop, mobile });
    if (path === '/') {
      const total = (v) => Object.values(v.bytes).reduce((a, b) => a + b, 0);
      const { visits } = desktop;
      const typical = visits.find((v) => total(v) === median(visits.map(total))) ?? visits[0];
      homeBytes = typical.bytes;
    }
  }
  const { width, height } = PROFILES.desktop.viewport;
  const lines = [
    `Web pages at ${baseUrl}: headless Chromium, a fresh profile each visit, median of ${runs}; ` +
      `${width}x${height} as this machine is, and under the mobile profile (412x823, 150 ms ` +
      'round trips, 1.6 Mbps, CPU 4x slower)',
    '',
    '| page | FCP | LCP | mobile FCP | mobile LCP |',
    '| ---- | --- | --- | ---------- | ---------- |',
    ...rows.map(
      ({ path, desktop, mobile }) =>
        `| \`${path}\` | ${ms(desktop.fcp)} | ${ms(desktop.lcp)} | ${ms(mobile.fcp)} | ${ms(mobile.lcp)} |`,
    ),
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
