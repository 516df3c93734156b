-- Background jobs (docs/server.md, "Jobs"): one row per piece of work, claimed by a process with a
-- lease (FOR UPDATE SKIP LOCKED), so each runs once whatever the number of processes. The dedupe
-- key is what makes a job unique: the same digest for the same week is never enqueued twice.
CREATE TABLE job (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  dedupe_key text NOT NULL UNIQUE,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  run_at timestamptz NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  max_attempts int NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
  lease_holder text,
  lease_expires_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
-- The worker's question: what is due, or held by a lease that ran out.
CREATE INDEX job_due_idx ON job (run_at) WHERE status = 'pending';
CREATE INDEX job_lease_idx ON job (lease_expires_at) WHERE status = 'running';
