-- Operation log (write side): never holds a secret.
CREATE TABLE operation_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  action text NOT NULL,
  user_id text,
  actor_email text,
  partner_id text,
  ip text,
  outcome text NOT NULL CHECK (outcome IN ('SUCCESS', 'FAILURE')),
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX operation_log_partner_idx ON operation_log (partner_id, at DESC);
CREATE INDEX operation_log_user_idx ON operation_log (user_id, at DESC);

-- Mail that went nowhere because SMTP_URL is unset.
CREATE TABLE outbox (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text
);

-- Stored files: bytes in DATA_DIR/files under generated names, metadata here.
CREATE TABLE files (
  id text PRIMARY KEY,
  storage_name text NOT NULL UNIQUE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes int NOT NULL,
  partner_id text REFERENCES partners (id),
  public_read boolean NOT NULL DEFAULT false,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per seed step already applied, so a restart never seeds twice.
CREATE TABLE seed_runs (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
