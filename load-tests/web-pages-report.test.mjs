// The report of `make bench-web`: its targets are judged on the run's own figures, and each
// figure stands beside the previous run's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { webPagesReport, webPageTargets } from './web-pages-report.mjs';

function run({ at, springPath = '/springs/165', lcp = 250, mobileLcp = 900, script = 120 * 1024 }) {
  const page = (name, path) => ({
    name,
    path,
    desktop: { fcp: lcp - 10, lcp },
    mobile: { fcp: mobileLcp - 10, lcp: mobileLcp },
  });
  return {
    at,
    baseUrl: 'http://127.0.0.1:8080',
    runs: 5,
    pages: [
      page('home', '/'),
      page('spring', springPath),
      page('popular', '/popular'),
      page('faq', '/faq'),
    ],
    homeBytes: { Script: script, Document: 10 * 1024 },
  };
}

test('a run within every target meets all of them', () => {
  const targets = webPageTargets(run({ at: 'now' }));
  // four pages at full speed, two under the mobile profile, the first visit's bytes
  assert.equal(targets.length, 7);
  assert.ok(targets.every((t) => t.met));
});

test('a page past a limit, or a heavy first visit, is a target missed', () => {
  const slow = webPageTargets(run({ at: 'now', lcp: 301, mobileLcp: 1501 }));
  assert.deepEqual(
    slow.filter((t) => !t.met).map((t) => t.target),
    [
      '`/` LCP ≤ 300 ms',
      '`/springs/165` LCP ≤ 300 ms',
      '`/popular` LCP ≤ 300 ms',
      '`/faq` LCP ≤ 300 ms',
      '`/` mobile LCP ≤ 1500 ms',
      '`/springs/165` mobile LCP ≤ 1500 ms',
    ],
  );
  const heavy = webPageTargets(run({ at: 'now', script: 171 * 1024 }));
  assert.deepEqual(
    heavy.filter((t) => !t.met).map((t) => t.measured),
    ['181.0 KB'],
  );
});

test("each figure stands beside the previous run's, a spring page beside a spring page", () => {
  const report = webPagesReport(
    run({ at: '2026-11-27T07:00:00Z', springPath: '/springs/925', lcp: 280 }),
    run({ at: '2026-11-26T07:00:00Z', lcp: 700 }),
  );
  assert.match(report, /previous run, 2026-11-26T07:00:00Z/);
  assert.match(report, /\| `\/springs\/925` \| 270 ms \(690 ms\) \| 280 ms \(700 ms\) \|/);
  assert.match(report, /\| `\/springs\/925` LCP ≤ 300 ms \| 280 ms \| yes \|/);
  assert.doesNotMatch(webPagesReport(run({ at: 'now' }), undefined), /(ms|KB) \(/);
});
