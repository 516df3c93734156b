-- The per-address limit of the sign-in and reset calls (RATE_LIMIT_IP_MAX), counted here instead
-- of in each process's memory, so that every server process (WEB_CONCURRENCY) shares one count
-- (server/src/plugins/address-rate-limit-store.ts).
CREATE TABLE address_rate_limit (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX address_rate_limit_window_ends ON address_rate_limit (window_ends);
