-- Stored files' bytes as PostgreSQL large objects (FILE_STORAGE=postgres), reachable by every
-- server instance on the database; `name` is files.storage_name.
CREATE TABLE file_blobs (
  name text PRIMARY KEY,
  data_oid oid NOT NULL
);
