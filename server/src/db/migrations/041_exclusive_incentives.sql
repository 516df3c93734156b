-- Exclusive-incentive programmes (MDF/TDF): tiers a partner reaches by volume or transactions over a
-- period. Achievement is computed from partner_monthly_figures; partners without programmes are
-- "special partners" on the client.
CREATE TABLE exclusive_incentive_programs (
  id text PRIMARY KEY,
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('EXCLUSIVE_INCENTIVES_MDF', 'EXCLUSIVE_INCENTIVES_TDF')),
  name text NOT NULL,
  metric text NOT NULL CHECK (metric IN ('VOLUME_USD', 'TXN_COUNT')),
  reward_currency char(3) NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  -- [{ "name": "Silver", "threshold": 1000000, "reward": 25000 }, ...] ascending by threshold
  tiers jsonb NOT NULL,
  terms text NOT NULL,
  CHECK (period_end >= period_start)
);
CREATE INDEX exclusive_incentive_programs_partner_idx ON exclusive_incentive_programs (partner_id, period_start DESC);
