-- Each member's premium standing. A row appears when auth announces the member
-- (auth.user.registered) or when the member first asks billing for something, whichever is first.
CREATE TABLE members (
  user_id bigint PRIMARY KEY,
  username text NOT NULL,
  -- Null until auth.user.registered arrives; a Stripe customer is created with it when known.
  email text,
  stripe_customer_id text UNIQUE,
  -- The member's latest subscription and its status as Stripe last told it ('inactive': none).
  subscription_id text,
  subscription_status text NOT NULL DEFAULT 'inactive',
  -- Granted by a referral code; a subscription that ends does not take it away.
  referral_premium boolean NOT NULL DEFAULT false,
  is_premium boolean NOT NULL DEFAULT false,
  -- Increases with every change of is_premium or subscription_status; billing.premium.changed
  -- carries it.
  version bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every Stripe event handled, recorded in the transaction of its effect: a repeat finds its id
-- here and changes nothing.
CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Codes are stored upper-case and matched whatever the case the member types.
CREATE TABLE referral_codes (
  code text PRIMARY KEY CHECK (code = upper(code) AND char_length(code) BETWEEN 1 AND 64),
  -- Null: no limit.
  max_uses int CHECK (max_uses > 0),
  uses int NOT NULL DEFAULT 0 CHECK (max_uses IS NULL OR uses <= max_uses),
  -- Null: never expires.
  expires_at timestamptz,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE referral_redemptions (
  code text NOT NULL REFERENCES referral_codes (code),
  user_id bigint NOT NULL REFERENCES members (user_id),
  -- 'registration' (the code typed when signing up) or 'settings'.
  source text NOT NULL CHECK (source IN ('registration', 'settings')),
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (code, user_id)
);

-- Wrong codes typed in Settings, counted per member over the last hour (guessing must not pay).
CREATE TABLE referral_failures (
  user_id bigint NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_failures_by_user ON referral_failures (user_id, failed_at);
