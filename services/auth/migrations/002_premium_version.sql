-- The version of the last billing.premium.changed kept for the member: older or repeated events
-- change nothing.
ALTER TABLE users ADD COLUMN premium_version bigint NOT NULL DEFAULT 0;
