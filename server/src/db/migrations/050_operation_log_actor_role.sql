-- Operation log read side: who acted (role at the time, so staff entries stay marked after a role
-- change) and what the action touched, shown to the partner the entry belongs to.
ALTER TABLE operation_log ADD COLUMN actor_role text;
ALTER TABLE operation_log ADD COLUMN target text;
UPDATE operation_log l SET actor_role = u.role FROM users u WHERE u.id = l.user_id AND l.actor_role IS NULL;
CREATE INDEX operation_log_partner_action_idx ON operation_log (partner_id, action, at DESC);
