-- What a password link is for: 'reset' (a forgotten password) or 'invitation' (a new account's
-- first password), so the page it opens is worded for the one or the other.
ALTER TABLE password_resets ADD COLUMN purpose text NOT NULL DEFAULT 'reset';
ALTER TABLE password_resets ADD CONSTRAINT password_resets_purpose_check CHECK (purpose IN ('reset', 'invitation'));
