-- Usernames and e-mail addresses are unique whatever their case; both keep the case as typed.
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  username text NOT NULL CHECK (char_length(username) BETWEEN 3 AND 30),
  email text NOT NULL CHECK (char_length(email) <= 254),
  password_hash text NOT NULL,
  bio text NOT NULL DEFAULT '' CHECK (char_length(bio) <= 500),
  location text NOT NULL DEFAULT '' CHECK (char_length(location) <= 100),
  is_premium boolean NOT NULL DEFAULT false,
  subscription_status text NOT NULL DEFAULT 'inactive',
  -- Increases with every profile change; user.updated carries it so consumers drop stale events.
  version bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_unique ON users (lower(username));
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

-- One row per sign-in; the id is the token's jti.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  -- False until the revocation is in Redis, where the gateway looks for it.
  revocation_shared boolean NOT NULL DEFAULT false
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_unshared_revocations ON sessions (revoked_at)
  WHERE revoked_at IS NOT NULL AND NOT revocation_shared;
