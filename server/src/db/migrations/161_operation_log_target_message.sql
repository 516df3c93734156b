-- A log entry whose target the server words ("3 other sessions", a budget and its amount) keeps it
-- as a message key and values, so the log and its export show it in the reader's language
-- (docs/i18n.md, "Server"); target keeps the English text. Null where the target is a name, an
-- email or a file, shown as written.
ALTER TABLE operation_log ADD COLUMN target_message jsonb;
