// The summary of a scenario's run, from k6's end-of-test data (handleSummary) or the same shape
// built by the Node runner, so that both print the same table and the same verdicts. Plain
// JavaScript with no k6 or Node API.

const DURATION = /^http_req_duration\{scenario:([^,}]+),request:([^}]+)\}$/;

const ms = (value) => (Number.isFinite(value) ? value.toFixed(2) : '-');

/** What a threshold looked at, e.g. `p(95)=12.30 ms` or `rate=0.00%`. */
function observed(expression, values) {
  const stat = expression.replace(/\s*(<=|>=|==|!=|<|>).*$/, '').trim();
  const value = values?.[stat];
  if (stat === 'rate') return `rate=${Number.isFinite(value) ? (value * 100).toFixed(2) : '-'}%`;
  if (stat === 'count') return `count=${value ?? '-'}`;
  return `${stat}=${ms(value)} ms`;
}

/**
 * Markdown: a row per request of the scenario (count, rate, median, p95, p99), the errors, and
 * each threshold with its verdict. `data.metrics` holds k6's `values` and `thresholds[expr].ok`.
 */
export function renderSummary(name, scenario, data) {
  const seconds = scenario.seconds;
  // In the order the thresholds name them: k6 lists its metrics in no fixed order.
  const rows = Object.keys(scenario.thresholds)
    .map((key) => [DURATION.exec(key), data.metrics[key]?.values ?? {}])
    .filter(([match]) => match && match[1] === name)
    .map(([match, v]) => {
      const rate = (v.count ?? 0) / seconds;
      return `| ${match[2]} | ${v.count ?? 0} | ${rate.toFixed(1)} | ${ms(v.med)} | ${ms(v['p(95)'])} | ${ms(v['p(99)'])} |`;
    });
  const failed = data.metrics[`http_req_failed{scenario:${name}}`]?.values ?? {};
  const total = (failed.passes ?? 0) + (failed.fails ?? 0);
  const verdicts = Object.entries(scenario.thresholds).flatMap(([key, expressions]) =>
    expressions.map((expression) => {
      const metric = data.metrics[key];
      const ok = metric?.thresholds?.[expression]?.ok === true;
      return {
        ok,
        line: `| ${ok ? '✓' : '✗'} | \`${key}\` | \`${expression}\` | ${observed(expression, metric?.values)} |`,
      };
    }),
  );
  const missed = verdicts.filter((v) => !v.ok).length;
  return [
    `## ${name}: ${scenario.description}`,
    '',
    `${scenario.vus} virtual users, ${seconds} s, each starting its next request when the last one answers.`,
    '',
    '| request | requests | per second | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `Errors: ${failed.passes ?? 0} of ${total} requests (${total ? ((100 * (failed.passes ?? 0)) / total).toFixed(2) : '0.00'}%).`,
    '',
    '| | metric | threshold | observed |',
    '|---|---|---|---|',
    ...verdicts.map((v) => v.line),
    '',
    missed
      ? `**${missed} of ${verdicts.length} thresholds missed.**`
      : `All ${verdicts.length} thresholds met.`,
    '',
  ].join('\n');
}
