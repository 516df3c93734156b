-- Sign-in limits beyond the (email, address) pair (docs/security.md, server/src/modules/auth/sign-in-limits.ts):
-- 'account' counts failed attempts per normalised email from every address (ip = ''), with a
-- growing wait, so many addresses guessing one account get no more guesses than one; 'address'
-- counts failed attempts per address (email = ''), so one address spraying many accounts is
-- stopped, while a success gives its reservation back (correct sign-ins are never counted).
ALTER TABLE login_throttle DROP CONSTRAINT login_throttle_scope_check;
ALTER TABLE login_throttle ADD CONSTRAINT login_throttle_scope_check
  CHECK (scope IN ('sign-in', 'reset-mail', 'account', 'address'));
-- When the account's owner was last told of failed sign-ins: at most one mail per lockout window.
ALTER TABLE login_throttle ADD COLUMN owner_mailed_at timestamptz;

-- Addresses an account signed in from (or reset its password from) lately: there the per-account
-- wait and the per-address limit do not apply (only the pair's), so an attack from elsewhere, or
-- by others behind the same address, does not lock the real user out.
CREATE TABLE sign_in_known_address (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ip text NOT NULL,
  last_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, ip)
);
CREATE INDEX sign_in_known_address_last_idx ON sign_in_known_address (last_at);
