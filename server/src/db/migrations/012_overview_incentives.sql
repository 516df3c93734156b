-- Development-fund programmes (MDF/TDF) per partner, and the partner's claims against them.
CREATE TABLE incentive_programs (
  id text PRIMARY KEY,
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('EXCLUSIVE_INCENTIVES_MDF', 'EXCLUSIVE_INCENTIVES_TDF')),
  name text NOT NULL,
  currency char(3) NOT NULL,
  budget numeric(14, 2) NOT NULL CHECK (budget >= 0),
  period_start date NOT NULL,
  period_end date NOT NULL,
  claim_deadline date NOT NULL,
  CHECK (period_end >= period_start)
);
CREATE INDEX incentive_programs_partner_idx ON incentive_programs (partner_id, period_start DESC);

CREATE TABLE incentive_claims (
  id text PRIMARY KEY,
  program_id text NOT NULL REFERENCES incentive_programs (id) ON DELETE CASCADE,
  -- Same as the programme's partner; kept here so every claim query filters on it directly.
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  claim_no text NOT NULL UNIQUE,
  title text NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  currency char(3) NOT NULL,
  status text NOT NULL CHECK (status IN ('SUBMITTED', 'APPROVED', 'PAID', 'REJECTED')),
  submitted_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX incentive_claims_partner_idx ON incentive_claims (partner_id, submitted_at DESC);
CREATE INDEX incentive_claims_program_idx ON incentive_claims (program_id, status);
