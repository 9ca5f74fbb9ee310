-- Condition reports (reviews.report.* events): the last known state of every report, and on each
-- spring what its latest report says, for its page (latest_report) and the list filter
-- reported_open_within_days. Like the review projection: keyed by report id and guarded by
-- version, so duplicates, replays and reorderings change nothing; a deletion that arrives first
-- leaves a tombstone that older events lose to.
CREATE TABLE report_projection (
  report_id bigint PRIMARY KEY,
  spring_id int NOT NULL,
  version bigint NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  username text,
  visited_on date,
  status text,
  water_temperature_f numeric(4, 1),
  created_at timestamptz
);

CREATE INDEX report_projection_latest_idx
  ON report_projection (spring_id, visited_on DESC, created_at DESC, report_id DESC)
  WHERE NOT deleted;

-- The spring's latest report by visit date (of one day: the last written); all null until the
-- spring has a report.
ALTER TABLE springs
  ADD COLUMN latest_report_status text,
  ADD COLUMN latest_report_visited_on date,
  ADD COLUMN latest_report_temperature_f numeric(4, 1),
  ADD COLUMN latest_report_username text,
  ADD COLUMN latest_report_at timestamptz;

-- The filter "reported open in the last N days".
CREATE INDEX springs_reported_open_idx ON springs (latest_report_visited_on)
  WHERE latest_report_status = 'open';

-- Copies the spring's latest live report onto the spring. Only a real change writes the row, so a
-- duplicate event neither bumps the data version nor invalidates any cache.
CREATE FUNCTION recompute_latest_report(p_spring_id int) RETURNS void
LANGUAGE sql AS $$
  WITH latest AS (
    SELECT status, visited_on, water_temperature_f, username, created_at
      FROM report_projection
     WHERE spring_id = p_spring_id AND NOT deleted
     ORDER BY visited_on DESC, created_at DESC, report_id DESC
     LIMIT 1),
  l AS (SELECT * FROM (VALUES (1)) one LEFT JOIN latest ON true)
  UPDATE springs s
     SET latest_report_status = l.status, latest_report_visited_on = l.visited_on,
         latest_report_temperature_f = l.water_temperature_f,
         latest_report_username = l.username, latest_report_at = l.created_at,
         updated_at = now()
    FROM l
   WHERE s.id = p_spring_id
     AND (s.latest_report_status, s.latest_report_visited_on, s.latest_report_temperature_f,
          s.latest_report_username, s.latest_report_at)
         IS DISTINCT FROM
         (l.status, l.visited_on, l.water_temperature_f, l.username, l.created_at)
$$;

-- Keeps a report's last state (p_deleted: a deletion, whose other fields are ignored) when its
-- version is newer than the one held, then recomputes the latest report of its spring and, for a
-- report moved between springs, of the one it left. The advisory locks (namespace 727008, one per
-- spring, in id order) serialize the latest report of a spring across replicas.
CREATE FUNCTION apply_report_event(
  p_report_id bigint, p_spring_id int, p_version bigint, p_deleted boolean, p_username text,
  p_visited_on date, p_status text, p_water_temperature_f numeric, p_created_at timestamptz
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  touched int[];
  spring int;
BEGIN
  SELECT array_agg(DISTINCT s ORDER BY s) INTO touched
    FROM (SELECT p_spring_id AS s
          UNION SELECT spring_id FROM report_projection WHERE report_id = p_report_id) t;
  FOREACH spring IN ARRAY touched LOOP
    PERFORM pg_advisory_xact_lock(727008, spring);
  END LOOP;

  IF p_deleted THEN
    INSERT INTO report_projection (report_id, spring_id, version, deleted)
    VALUES (p_report_id, p_spring_id, p_version, true)
    ON CONFLICT (report_id) DO UPDATE SET version = EXCLUDED.version, deleted = true
    WHERE report_projection.version < EXCLUDED.version;
  ELSE
    INSERT INTO report_projection (report_id, spring_id, version, deleted, username, visited_on,
      status, water_temperature_f, created_at)
    VALUES (p_report_id, p_spring_id, p_version, false, p_username, p_visited_on, p_status,
      p_water_temperature_f, p_created_at)
    ON CONFLICT (report_id) DO UPDATE SET spring_id = EXCLUDED.spring_id,
      version = EXCLUDED.version, deleted = false, username = EXCLUDED.username,
      visited_on = EXCLUDED.visited_on, status = EXCLUDED.status,
      water_temperature_f = EXCLUDED.water_temperature_f, created_at = EXCLUDED.created_at
    WHERE report_projection.version < EXCLUDED.version;
  END IF;

  FOREACH spring IN ARRAY touched LOOP
    PERFORM recompute_latest_report(spring);
  END LOOP;
END
$$;
