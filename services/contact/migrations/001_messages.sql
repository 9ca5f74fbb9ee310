-- Messages sent through the contact form, kept whether or not they are sent on by e-mail.
CREATE TABLE messages (
  id bigserial PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 200),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
  received_at timestamptz NOT NULL DEFAULT now(),
  -- Delivery by SMTP, when the service is set up for it.
  delivered_at timestamptz,
  delivery_attempts int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text
);
CREATE INDEX messages_to_deliver ON messages (next_attempt_at) WHERE delivered_at IS NULL;
