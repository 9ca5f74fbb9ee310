-- One account per canonical name. lower(username) is gone: under the database's locale it
-- matched names (pvİctim as pvictim) that the gateway counted as other names.
ALTER TABLE users ALTER COLUMN canonical_username SET NOT NULL;
CREATE UNIQUE INDEX users_canonical_username_unique ON users (canonical_username);
DROP INDEX users_username_unique;
