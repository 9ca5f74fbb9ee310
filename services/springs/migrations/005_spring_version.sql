-- Raised with every change the import makes to a spring's own data and carried by its events
-- (springs.spring.created/updated), so that other services ignore a stale or duplicate event.
-- 0 marks a spring imported before the springs service published events: the next import
-- announces it (version 1, a created event).
ALTER TABLE springs ADD COLUMN version bigint NOT NULL DEFAULT 0;
