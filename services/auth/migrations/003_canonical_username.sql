-- Accounts are found by the canonical form of their username (the kit's canonicalUsername: NFKC,
-- full case folding), which only code computes: the step 004_canonical_usernames fills it.
ALTER TABLE users ADD COLUMN canonical_username text;
