-- The second factor (docs/security.md, "Second factor"): a TOTP secret per user (RFC 6238),
-- single-use recovery codes and remembered devices (only hashes stored), the short-lived sign-in
-- step between a correct password and a session, and the partners whose users must enrol.
CREATE TABLE user_second_factor (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Base32 secret; sent to the user only while enrolling (enabled_at IS NULL), never after.
  secret text NOT NULL,
  created_at timestamptz NOT NULL,
  -- NULL: enrolment started, not yet confirmed with a code.
  enabled_at timestamptz,
  -- The newest time step accepted: a code of that step or an older one is refused (replay).
  last_step bigint
);

CREATE TABLE second_factor_recovery_codes (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX second_factor_recovery_user_idx ON second_factor_recovery_codes (user_id);

CREATE TABLE second_factor_devices (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX second_factor_devices_user_idx ON second_factor_devices (user_id);

-- After a correct password: VERIFY (enter a code) or ENROL (set up the factor first).
CREATE TABLE second_factor_challenges (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  step text NOT NULL CHECK (step IN ('VERIFY', 'ENROL')),
  attempts int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX second_factor_challenges_expiry_idx ON second_factor_challenges (expires_at);

ALTER TABLE partners ADD COLUMN require_second_factor boolean NOT NULL DEFAULT false;
