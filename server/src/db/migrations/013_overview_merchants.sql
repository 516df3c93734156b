-- Merchants acquired for a partner's users, and their monthly figures (month = first day of the month).
CREATE TABLE merchants (
  id text PRIMARY KEY,
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  name text NOT NULL,
  country char(2) NOT NULL,
  city text NOT NULL,
  category text NOT NULL,
  status text NOT NULL CHECK (status IN ('ACTIVE', 'SUSPENDED', 'ONBOARDING')),
  onboarded_at date NOT NULL
);
CREATE INDEX merchants_partner_name_idx ON merchants (partner_id, lower(name));
CREATE INDEX merchants_partner_country_idx ON merchants (partner_id, country, category);

CREATE TABLE merchant_monthly (
  merchant_id text NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  month date NOT NULL,
  volume_usd numeric(16, 2) NOT NULL,
  txn_count int NOT NULL,
  PRIMARY KEY (merchant_id, month)
);
CREATE INDEX merchant_monthly_top_idx ON merchant_monthly (partner_id, month, volume_usd DESC);
