-- The language a user chose for the portal and its mails (docs/i18n.md, "Server"): null until they
-- choose, then one of the supported locales (contract/shared/locale.ts).
ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('en', 'zh-CN'));
