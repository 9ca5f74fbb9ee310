// k6's threshold expressions (`rate<0.01`, `p(95)<200`), evaluated the way k6 does for the
// Node runner, so scenarios.json holds one set of thresholds for both.

const EXPRESSION =
  /^\s*(avg|min|med|max|count|rate|p\(\d+(?:\.\d+)?\))\s*(<=|>=|==|!=|<|>)\s*(-?\d+(?:\.\d+)?)\s*$/;

const COMPARE = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

/** Whether `values` (a metric's aggregates, named as k6 names them) meet the expression. */
export function meetsThreshold(expression, values) {
  const match = EXPRESSION.exec(expression);
  if (!match) throw new Error(`threshold "${expression}": not an expression this runner reads`);
  const [, stat, operator, limit] = match;
  const value = values[stat];
  return Number.isFinite(value) && COMPARE[operator](value, Number(limit));
}

/** The p-th percentile (0 to 100) of sorted values, interpolated between neighbours as k6 does. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(rank);
  const upper = Math.min(lower + 1, sorted.length - 1);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (rank - lower);
}

/** A trend's aggregates from its samples (ms), as k6's summary names them. */
export function trendValues(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    avg: sorted.length ? sum / sorted.length : NaN,
    min: sorted[0] ?? NaN,
    med: percentile(sorted, 50),
    max: sorted[sorted.length - 1] ?? NaN,
    'p(95)': percentile(sorted, 95),
    'p(99)': percentile(sorted, 99),
  };
}
