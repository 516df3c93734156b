-- Usage monitoring (spec 4): the portal's monitoring events as batches deliver them. Who comes from
-- the session that sent the batch (user, the partner it was on, staff or not), never from the body.
CREATE TABLE monitor_events (
  id bigserial PRIMARY KEY,
  -- Server time of receipt: the staff's date ranges count by it (browser clocks may be wrong).
  at timestamptz NOT NULL,
  -- The browser's own time of the event, kept as sent (for ordering within one session).
  client_at timestamptz,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  partner_id text REFERENCES partners (id) ON DELETE CASCADE,
  staff boolean NOT NULL,
  code text NOT NULL,
  path text,
  detail text
);
CREATE INDEX monitor_events_code_at_idx ON monitor_events (code, at);
CREATE INDEX monitor_events_partner_at_idx ON monitor_events (partner_id, at);
