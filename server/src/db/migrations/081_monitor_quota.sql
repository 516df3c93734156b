-- Monitoring batches per session and minute (contract/monitor.ts MONITOR_BATCHES_PER_MINUTE): one
-- row per session, counted in one atomic upsert so parallel batches cannot pass the limit together.
CREATE TABLE monitor_quota (
  session_id text PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
  window_start timestamptz NOT NULL,
  batches integer NOT NULL
);
