import { canonicalUsername, MigrationStep } from '@hotsprings/service-kit';

const BATCH = 5_000;

/**
 * Fills `users.canonical_username` for the accounts made before it existed (migration 004,
 * between the column's creation and its unique index).
 *
 * Two accounts whose names share one canonical form cannot come from registration, which has
 * only ever allowed `A-Z a-z 0-9 . _ -` with the name unique under `lower()`, but may be in a
 * database filled some other way. The account registered first (the lowest id) keeps the form;
 * each later one gets the form followed by `#<its id>`, so it can still sign in (as its name
 * followed by `#<id>`), and `report` names both accounts.
 */
export function canonicalUsernamesStep(report: (line: string) => void): MigrationStep {
  return async (client) => {
    const { rows } = await client.query<{ id: string; username: string }>(
      'SELECT id, username FROM users ORDER BY id',
    );
    const holders = new Map<string, string>();
    const canonical: string[] = [];
    for (const { id, username } of rows) {
      const form = canonicalUsername(username);
      let unique = form;
      while (holders.has(unique)) unique = `${unique}#${id}`;
      if (unique !== form) {
        report(
          `accounts ${holders.get(form)} and ${id} share the canonical username of "${username}": ` +
            `${holders.get(form)} keeps it; ${id} now signs in as "${username}${unique.slice(form.length)}"`,
        );
      }
      holders.set(unique, id);
      canonical.push(unique);
    }
    for (let from = 0; from < rows.length; from += BATCH) {
      await client.query(
        `UPDATE users SET canonical_username = filled.canonical
           FROM unnest($1::bigint[], $2::text[]) AS filled (id, canonical)
          WHERE users.id = filled.id`,
        [rows.slice(from, from + BATCH).map((r) => r.id), canonical.slice(from, from + BATCH)],
      );
    }
  };
}
