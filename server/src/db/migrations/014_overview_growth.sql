-- A partner's monthly business through the network (month = first day of the month).
CREATE TABLE partner_monthly_figures (
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  month date NOT NULL,
  volume_usd numeric(16, 2) NOT NULL,
  txn_count int NOT NULL,
  paying_users int NOT NULL,
  PRIMARY KEY (partner_id, month)
);
