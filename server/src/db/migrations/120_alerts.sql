-- Alert rules a partner user keeps for their current partner, and what each rule has fired.
CREATE TABLE alert_rules (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('FIGURE_CHANGE', 'CONTRACT_EXPIRY', 'CLAIM_STATUS', 'NEW_DOCUMENT')),
  metric text CHECK (metric IN ('VOLUME', 'TRANSACTIONS')),
  country char(2),
  period text CHECK (period IN ('WEEK', 'MONTH')),
  threshold_percent numeric(7, 2),
  within_days int,
  document_kind text CHECK (document_kind IN ('ANY', 'NEWSLETTER', 'QBR')),
  mail text NOT NULL CHECK (mail IN ('IMMEDIATE', 'DAILY', 'NONE')),
  paused boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  last_fired_at timestamptz,
  last_reason text
);
CREATE INDEX alert_rules_owner_idx ON alert_rules (user_id, partner_id, created_at);
CREATE INDEX alert_rules_active_idx ON alert_rules (partner_id) WHERE NOT paused;

-- One row per thing a rule reported: the unique key is what keeps the same event from alerting
-- twice, whichever process evaluates (the insert that wins delivers).
CREATE TABLE alert_events (
  id text PRIMARY KEY,
  rule_id text NOT NULL REFERENCES alert_rules (id) ON DELETE CASCADE,
  event_key text NOT NULL,
  fired_at timestamptz NOT NULL,
  title text NOT NULL,
  reason text NOT NULL,
  -- The portal page it leads to (the mail's link).
  link_path text NOT NULL,
  -- The mail choice when it fired; DAILY rows wait for the daily summary until mailed_at is set.
  mail text NOT NULL CHECK (mail IN ('IMMEDIATE', 'DAILY', 'NONE')),
  mailed_at timestamptz,
  UNIQUE (rule_id, event_key)
);
CREATE INDEX alert_events_daily_idx ON alert_events (fired_at) WHERE mail = 'DAILY' AND mailed_at IS NULL;

-- An alert's notification is its user's alone; other notifications stay the whole partner's.
ALTER TABLE notifications ADD COLUMN user_id text REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE notifications DROP CONSTRAINT notifications_link_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_link_type_check
  CHECK (link_type IN ('EVENT', 'INCENTIVE', 'CONTRACT', 'PERFORMANCE_INSIGHTS', 'BUSINESS_INSIGHTS', 'NONE'));
