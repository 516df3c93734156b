-- A notification the server writes (a claim decision, modules/df/messages.ts) keeps its title and
-- text as message keys and values, so each reader gets them in their own language (docs/i18n.md,
-- "Server"). title and content keep the English text for readers of the table itself; null here
-- for notifications written by staff, which are shown as written.
ALTER TABLE notifications ADD COLUMN message jsonb;
