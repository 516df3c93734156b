-- Which claim, document version or carousel item uses a stored file: asked when a file is attached
-- (a claim's document, Storage.lock and the free check), on every partner download of a document's
-- file (document/repository.ts hidesFile) and for each candidate of the hourly clean-up of
-- unattached uploads (upload/file-references.ts). Without these each of them read the whole table.
CREATE INDEX incentive_claims_supporting_doc_idx ON incentive_claims (supporting_doc)
  WHERE supporting_doc IS NOT NULL;
CREATE INDEX incentive_claims_payment_proof_idx ON incentive_claims (payment_proof)
  WHERE payment_proof IS NOT NULL;
CREATE INDEX document_version_file_idx ON document_version (file_id);
CREATE INDEX carousel_items_media_file_idx ON carousel_items (media_file_url);
CREATE INDEX carousel_items_cover_file_idx ON carousel_items (cover_file_url)
  WHERE cover_file_url IS NOT NULL;
