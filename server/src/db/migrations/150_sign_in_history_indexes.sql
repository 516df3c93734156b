-- The account page's sign-in summary (modules/account-management/repository.ts): a user's latest
-- sign-in and failed sign-in, by user id or, for entries recorded by email only, by address. Each
-- side reads its own index newest first instead of every entry of the action.
CREATE INDEX operation_log_user_action_idx ON operation_log (user_id, action, at DESC);
CREATE INDEX operation_log_email_action_idx ON operation_log (lower(actor_email), action, at DESC)
  WHERE user_id IS NULL;
