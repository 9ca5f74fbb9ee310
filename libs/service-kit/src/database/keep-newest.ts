/**
 * The statement that keeps a projection's row from events: the row is inserted, or replaced only
 * by a higher `version`, so a stale, duplicate or reordered event changes nothing. `values` gives
 * each column its SQL expression (`$1`, or a function of parameters); `version` is added last,
 * as the parameter after the highest one they use. With `returning`, a row comes back only when the event won.
 */
export function keepNewestSql(
  table: string,
  key: string,
  values: Record<string, string>,
  returning?: string,
): string {
  const used = Object.values(values).flatMap((sql) => [...sql.matchAll(/\$(\d+)/g)]);
  const version = Math.max(0, ...used.map((match) => Number(match[1]))) + 1;
  const columns = [...Object.keys(values), 'version'];
  const expressions = [...Object.values(values), `$${version}`];
  const replaced = columns.filter((column) => column !== key);
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${expressions.join(', ')})
  ON CONFLICT (${key}) DO UPDATE SET ${replaced.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
  WHERE ${table}.version < EXCLUDED.version${returning ? `\n  RETURNING ${returning}` : ''}`;
}
