-- The staff claim list (iboss/df/claimPageQuery.json) searches and orders every partner's claims:
-- - a claim number, exact or its start in any case (`upper(claim_no) LIKE 'GCASH-MDF-2026%'`):
--   text_pattern_ops lets the LIKE prefix use the index whatever the database's collation;
-- - an amount range (`amount BETWEEN`);
-- - the review queue: claims waiting for a decision, oldest submission first, read from a partial
--   index that holds only those (few, against every claim ever paid or rejected).
-- Partner names and activity texts are matched in part (ILIKE '%...%'), within what these and the
-- partner, year and status filters leave.
CREATE INDEX incentive_claims_claim_no_search_idx ON incentive_claims (upper(claim_no) text_pattern_ops);
CREATE INDEX incentive_claims_amount_idx ON incentive_claims (amount);
CREATE INDEX incentive_claims_waiting_idx ON incentive_claims (submitted_at, id)
  WHERE status IN ('SUBMITTED', 'UNDER_REVIEW');
