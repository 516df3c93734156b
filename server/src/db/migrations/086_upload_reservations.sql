-- The per-user limit on uploads waiting to be attached (UPLOAD_UNATTACHED_MAX,
-- server/src/modules/upload/upload-quota.ts). An upload takes a place here before a byte of it is
-- read and gives it back once its files row exists (or it was refused), so uploads still arriving
-- count too; a place left by a process that died is ignored after an hour and pruned hourly.
CREATE TABLE upload_reservations (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX upload_reservations_user_idx ON upload_reservations (user_id, created_at);

-- Counting one user's uploads (the same limit) reads only theirs.
CREATE INDEX files_uploads_by_user_idx ON files (created_by, created_at) WHERE slot IS NOT NULL;
