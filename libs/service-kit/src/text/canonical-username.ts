import { caseFold } from 'unicode-case-folding';

/**
 * The one form of a username that says which account a name is, so that every spelling of a
 * name reaches one account and is counted as one: the gateway's per-account sign-in limit keys on
 * it and auth finds accounts (and refuses a taken name) by it, stored in a column of its own.
 *
 * NFKC first (fullwidth `ｐｖ` is `pv`, the ligature `ﬁ` is `fi`), then Unicode's full case
 * folding, the standard form for caseless matching (CaseFolding.txt, statuses C and F, without the
 * Turkic T mappings): unlike `toLowerCase()` it folds `ß` and `ẞ` to `ss`, every sigma to `σ`
 * wherever it stands in the word, and Cherokee to one case, and it folds `İ` (U+0130) to `i` and
 * U+0307, not to `i`. NFKC once more, because folding can leave a sequence that NFKC composes
 * (`ǰ` folds to `j` and U+030C), so the result is the same whatever form it is given in, itself
 * included; then trimmed, as the services trim every name they are given.
 *
 * It never depends on a database's locale, as PostgreSQL's `lower()` does: under C.UTF-8 that
 * lower-cased `İ` to a plain `i`, so `pvİctim` signed into `pvictim` under a count of its own.
 */
export function canonicalUsername(name: string): string {
  return caseFold(name.normalize('NFKC')).normalize('NFKC').trim();
}
