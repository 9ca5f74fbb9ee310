-- Every revocation is shared with the gateway again whenever Redis has lost them: read through
-- this index, not the whole table of sessions.
CREATE INDEX sessions_revoked ON sessions (id) WHERE revoked_at IS NOT NULL;
