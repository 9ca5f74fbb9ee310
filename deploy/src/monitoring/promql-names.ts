// Reads the metric names (and the `route` label values) out of PromQL, well enough for the
// queries of alert-rules.yml and the dashboard: a test holds them against real /metrics.

const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'inf',
  'nan',
]);

/** The names of the series a query reads (`http_request_duration_seconds_count`, `up`...). */
export function metricNames(query: string): string[] {
  const bare = query
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""') // strings
    .replace(/\{[^}]*\}/g, '') // label matchers
    .replace(/\[[^\]]*\]/g, '') // ranges
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '$1') // label lists
    .replace(/\$\w+/g, ''); // Grafana's variables
  const names = new Set<string>();
  for (const match of bare.matchAll(/[A-Za-z_:][\w:]*/g)) {
    const name = match[0];
    const after = bare.slice((match.index ?? 0) + name.length);
    // A function, or an aggregation before its `by (...)`.
    if (/^\s*(\(|by\b|without\b)/.test(after) || KEYWORDS.has(name.toLowerCase())) continue;
    names.add(name);
  }
  return [...names].sort();
}

/** The values a query's matchers require of the label `label` (exact matches only). */
export function labelValues(query: string, label: string): string[] {
  const found = new Set<string>();
  for (const match of query.matchAll(new RegExp(`\\b${label}="([^"]*)"`, 'g'))) {
    found.add(match[1]!);
  }
  return [...found].sort();
}
