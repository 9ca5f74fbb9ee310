-- What the stored AI summary was written from (a hash of the spring's facts and the writer), so
-- that asking again while nothing changed returns it instead of writing it anew.
ALTER TABLE springs ADD COLUMN ai_summary_source text;

-- Summaries written per member, counted over the last hour: writing one may cost a call to a
-- language model, so a member may ask for only so many.
CREATE TABLE summary_generations (
  user_id bigint NOT NULL,
  generated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX summary_generations_by_user ON summary_generations (user_id, generated_at);

-- Who is premium, kept from billing.premium.changed: a summary is shown whole to them only.
CREATE TABLE premium_members (
  user_id bigint PRIMARY KEY,
  is_premium boolean NOT NULL,
  version bigint NOT NULL
);
