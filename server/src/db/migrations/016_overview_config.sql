-- Portal settings: a partner's own value (partner_id set) wins over the global one (partner_id NULL).
CREATE TABLE portal_config (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  partner_id text REFERENCES partners (id) ON DELETE CASCADE,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX portal_config_key_idx ON portal_config (key, coalesce(partner_id, ''));
