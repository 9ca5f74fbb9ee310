-- Share links expire SHARE_LINK_EXPIRY_DAYS after they were last opened (or made), and a member
-- keeps at most SHARE_LINKS_PER_MEMBER live ones. Links made before this count from their making.
ALTER TABLE saved_searches ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
UPDATE saved_searches SET last_used_at = created_at;
-- A member's live links are counted on every save; expired ones are found to be purged.
CREATE INDEX saved_searches_by_member ON saved_searches (user_id, last_used_at);
CREATE INDEX saved_searches_by_last_use ON saved_searches (last_used_at);
