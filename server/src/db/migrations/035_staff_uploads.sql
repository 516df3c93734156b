-- Staff uploads start staff-only (unattached); attaching them to a contract version, a published
-- document or a carousel item gives them to the partner(s). slot: the upload slot (contract/upload.ts).
ALTER TABLE files ADD COLUMN staff_only boolean NOT NULL DEFAULT false;
ALTER TABLE files ADD COLUMN slot text;
