-- Sign-in and reset-mail limits per (email, address) pair, reserved atomically before the work
-- (see server/src/modules/auth/throttle.ts). Replaces the per-email counters, which were read
-- before and written after the password check, so parallel guesses all passed.
CREATE TABLE login_throttle (
  scope text NOT NULL CHECK (scope IN ('sign-in', 'reset-mail')),
  email text NOT NULL,
  ip text NOT NULL,
  -- sign-in: attempts without a success since window_start; reset-mail: mails since window_start.
  count int NOT NULL,
  window_start timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  -- No attempt is reserved for this pair before this time.
  next_allowed_at timestamptz NOT NULL,
  PRIMARY KEY (scope, email, ip)
);
CREATE INDEX login_throttle_last_idx ON login_throttle (last_at);

DROP TABLE login_failures;
DROP TABLE reset_requests;
