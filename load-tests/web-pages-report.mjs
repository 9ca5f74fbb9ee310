// The report of `make bench-web`: each figure beside the previous run's, and each target with
// whether this run meets it. Pure, so that the targets are tested (web-pages-report.test.mjs).

/** What the public pages must reach, on this machine, at the median of the runs. */
export const WEB_PAGE_TARGETS = {
  /** Largest paint at full speed, for every page measured. */
  desktopLcpMs: 300,
  /** Largest paint under the mobile profile, for these pages. */
  mobileLcpMs: 1500,
  mobileLcpPages: ['home', 'spring'],
  /** Everything a first visit to `/` receives, headers and compressed bodies. */
  homeFirstVisitBytes: 180 * 1024,
};

const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'n/a');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const total = (bytes) => Object.values(bytes ?? {}).reduce((a, b) => a + b, 0);

/** `now`, and the previous figure in brackets when there is one. */
function beside(now, previous, format) {
  return previous === undefined ? format(now) : `${format(now)} (${format(previous)})`;
}

/** Each target of `run`: what it asks, what was measured, whether it is met. */
export function webPageTargets(run) {
  const { desktopLcpMs, mobileLcpMs, mobileLcpPages, homeFirstVisitBytes } = WEB_PAGE_TARGETS;
  const targets = run.pages.map((page) => ({
    target: `\`${page.path}\` LCP ≤ ${desktopLcpMs} ms`,
    measured: ms(page.desktop.lcp),
    met: page.desktop.lcp <= desktopLcpMs,
  }));
  for (const page of run.pages.filter((p) => mobileLcpPages.includes(p.name))) {
    targets.push({
      target: `\`${page.path}\` mobile LCP ≤ ${mobileLcpMs} ms`,
      measured: ms(page.mobile.lcp),
      met: page.mobile.lcp <= mobileLcpMs,
    });
  }
  targets.push({
    target: `first visit to \`/\` ≤ ${kb(homeFirstVisitBytes)}`,
    measured: kb(total(run.homeBytes)),
    met: total(run.homeBytes) <= homeFirstVisitBytes,
  });
  return targets;
}

/**
 * The report of `run` in Markdown, with `previous` (the last run's figures, or undefined) in
 * brackets beside each figure. Pages are matched by name, as a spring page's id may differ.
 */
export function webPagesReport(run, previous) {
  const before = (name) => previous?.pages.find((p) => p.name === name);
  const targets = webPageTargets(run);
  return [
    `# Web pages`,
    '',
    `${run.at} at ${run.baseUrl}: headless Chromium, a fresh profile each visit, median of ` +
      `${run.runs}; 1280x900 as this machine is, and under the mobile profile (412x823, 150 ms ` +
      'round trips, 1.6 Mbps, CPU 4x slower).' +
      (previous ? ` In brackets: the previous run, ${previous.at}.` : ''),
    '',
    '| page | FCP | LCP | mobile FCP | mobile LCP |',
    '| ---- | --- | --- | ---------- | ---------- |',
    ...run.pages.map((page) => {
      const was = before(page.name);
      return (
        `| \`${page.path}\` | ${beside(page.desktop.fcp, was?.desktop.fcp, ms)} | ` +
        `${beside(page.desktop.lcp, was?.desktop.lcp, ms)} | ` +
        `${beside(page.mobile.fcp, was?.mobile.fcp, ms)} | ` +
        `${beside(page.mobile.lcp, was?.mobile.lcp, ms)} |`
      );
    }),
    '',
    `First visit to \`/\`, on the wire (headers and compressed bodies): ` +
      beside(total(run.homeBytes), previous && total(previous.homeBytes), kb),
    '',
    '| kind | bytes |',
    '| ---- | ----- |',
    ...Object.entries(run.homeBytes)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, n]) => `| ${kind} | ${beside(n, previous?.homeBytes[kind], kb)} |`),
    '',
    '| target | measured | met |',
    '| ------ | -------- | --- |',
    ...targets.map((t) => `| ${t.target} | ${t.measured} | ${t.met ? 'yes' : '**no**'} |`),
    '',
  ].join('\n');
}
