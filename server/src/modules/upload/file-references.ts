/**
 * Every column of the schema that refers to a stored file (server/src/db/migrations): a file one of
 * them names is attached and is never removed as an abandoned upload. `by` is the files column the
 * reference holds: the row id (a foreign key) or the storage name (the fileUrl the API hands out).
 * unattached-cleanup.test.ts fails when a migration adds a reference this list lacks.
 */
export const FILE_REFERENCES = [
  { table: 'document_version', column: 'file_id', by: 'id' },
  { table: 'incentive_claims', column: 'supporting_doc', by: 'storage_name' },
  { table: 'incentive_claims', column: 'payment_proof', by: 'storage_name' },
  { table: 'carousel_items', column: 'media_file_url', by: 'storage_name' },
  { table: 'carousel_items', column: 'cover_file_url', by: 'storage_name' },
  { table: 'events', column: 'image_file_url', by: 'storage_name' },
  { table: 'partners', column: 'logo_file_url', by: 'storage_name' },
] as const;

/**
 * SQL condition: the files row `alias` came through the upload call (it has a slot; seeded and
 * copied files have none) and nothing refers to it.
 */
export function isUnattachedUpload(alias: string): string {
  const references = FILE_REFERENCES.map(
    ({ table, column, by }) => `NOT EXISTS (SELECT 1 FROM ${table} r WHERE r.${column} = ${alias}.${by})`,
  );
  return [`${alias}.slot IS NOT NULL`, ...references].join(' AND ');
}
