-- The weekly digest mail (docs/server.md, "Weekly digest"): each user's choice, on unless they
-- turn it off (new partner users and the existing accounts alike), and the one-click unsubscribe
-- links' tokens, kept only as SHA-256 hashes so a database copy holds none that works.
ALTER TABLE users ADD COLUMN weekly_digest boolean NOT NULL DEFAULT true;

CREATE TABLE digest_unsubscribe (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX digest_unsubscribe_user_idx ON digest_unsubscribe (user_id);
