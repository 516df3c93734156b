-- Development-fund claim workflow (staff review) and budgets kept consistent by the database.

-- committed = what approved and paid claims take from the budget. The CHECK keeps
-- budget = remaining + approved-not-paid + paid with remaining >= 0 under concurrent approvals:
-- an approval adds to committed in one UPDATE guarded by the CHECK.
ALTER TABLE incentive_programs ADD COLUMN committed numeric(14, 2) NOT NULL DEFAULT 0;
UPDATE incentive_programs p SET committed = coalesce((
  SELECT sum(c.amount) FROM incentive_claims c
  WHERE c.program_id = p.id AND c.status IN ('APPROVED', 'PAID')), 0);
ALTER TABLE incentive_programs ADD CONSTRAINT incentive_programs_committed_check
  CHECK (committed >= 0 AND committed <= budget);
CREATE UNIQUE INDEX incentive_programs_partner_kind_period_key
  ON incentive_programs (partner_id, kind, period_start);

ALTER TABLE incentive_claims DROP CONSTRAINT incentive_claims_status_check;
ALTER TABLE incentive_claims ADD CONSTRAINT incentive_claims_status_check
  CHECK (status IN ('SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'PAID', 'REJECTED'));
-- amount is what the partner asked for; approved_amount what staff approved (may be lower).
ALTER TABLE incentive_claims ADD COLUMN approved_amount numeric(14, 2) CHECK (approved_amount > 0);
ALTER TABLE incentive_claims ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE incentive_claims ADD COLUMN activity_start date;
ALTER TABLE incentive_claims ADD COLUMN activity_end date;
ALTER TABLE incentive_claims ADD COLUMN supporting_doc text;
ALTER TABLE incentive_claims ADD COLUMN reject_reason text;
ALTER TABLE incentive_claims ADD COLUMN payment_ref text;
ALTER TABLE incentive_claims ADD COLUMN paid_on date;
ALTER TABLE incentive_claims ADD COLUMN payment_proof text;
ALTER TABLE incentive_claims ADD CONSTRAINT incentive_claims_approved_le_amount
  CHECK (approved_amount IS NULL OR approved_amount <= amount);

-- Every move of a claim, who made it and why (the staff detail view shows it).
CREATE TABLE incentive_claim_events (
  id bigserial PRIMARY KEY,
  claim_id text NOT NULL REFERENCES incentive_claims (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  from_status text,
  to_status text NOT NULL,
  amount numeric(14, 2),
  note text,
  actor_user_id text
);
CREATE INDEX incentive_claim_events_claim_idx ON incentive_claim_events (claim_id, at);

-- Budget created or adjusted by staff, with the reason they gave.
CREATE TABLE incentive_budget_changes (
  id bigserial PRIMARY KEY,
  program_id text NOT NULL REFERENCES incentive_programs (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  old_budget numeric(14, 2),
  new_budget numeric(14, 2) NOT NULL,
  reason text NOT NULL,
  actor_user_id text
);
CREATE INDEX incentive_budget_changes_program_idx ON incentive_budget_changes (program_id, at);

-- Reference rates for showing development funds in USD beside the partner's currency.
CREATE TABLE fx_reference_rates (
  currency char(3) PRIMARY KEY,
  usd_per_unit numeric(18, 10) NOT NULL CHECK (usd_per_unit > 0)
);
INSERT INTO fx_reference_rates (currency, usd_per_unit) VALUES
  ('USD', 1), ('PHP', 0.0172), ('THB', 0.0285), ('MYR', 0.2220), ('IDR', 0.0000615),
  ('SGD', 0.7400), ('VND', 0.0000395), ('EUR', 1.0800);
