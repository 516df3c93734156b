-- CSV exports in flight per user (EXPORT_CONCURRENT_MAX, server/src/http/export-slots.ts): a slot
-- is taken before the rows are read and given back when the answer is built, in the database so
-- that every server process (WEB_CONCURRENCY) shares the count. A slot left by a process that
-- died stops counting after a few minutes and is pruned.
CREATE TABLE export_slots (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  started_at timestamptz NOT NULL
);
CREATE INDEX export_slots_user_idx ON export_slots (user_id, started_at);
