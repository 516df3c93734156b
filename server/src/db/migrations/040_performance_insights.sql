-- Performance insights: a partner's monthly figures split by merchant country and category (they
-- add up to partner_monthly_figures), daily figures per country for the current month, the monthly
-- average exchange rates for showing money in a partner's home currency, and when the figures were
-- last computed ("data as of").
CREATE TABLE partner_monthly_breakdown (
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  month date NOT NULL,
  country char(2) NOT NULL,
  category text NOT NULL,
  volume_usd numeric(16, 2) NOT NULL,
  txn_count int NOT NULL,
  paying_users int NOT NULL,
  PRIMARY KEY (partner_id, month, country, category)
);

CREATE TABLE partner_daily_figures (
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  day date NOT NULL,
  country char(2) NOT NULL,
  volume_usd numeric(16, 2) NOT NULL,
  txn_count int NOT NULL,
  paying_users int NOT NULL,
  PRIMARY KEY (partner_id, day, country)
);

CREATE TABLE fx_monthly_rates (
  currency char(3) NOT NULL,
  month date NOT NULL,
  rate_per_usd numeric(14, 4) NOT NULL CHECK (rate_per_usd > 0),
  PRIMARY KEY (currency, month)
);

CREATE TABLE insight_refreshes (
  partner_id text PRIMARY KEY REFERENCES partners (id) ON DELETE CASCADE,
  computed_at timestamptz NOT NULL
);

CREATE INDEX merchant_monthly_partner_month_idx ON merchant_monthly (partner_id, month);
