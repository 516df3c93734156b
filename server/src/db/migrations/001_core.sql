-- Partners, users and the admin partner lists.
CREATE TABLE partners (
  id text PRIMARY KEY,
  name text NOT NULL,
  full_name text NOT NULL,
  country text NOT NULL,
  brand_color text NOT NULL,
  logo_file_url text,
  sort_order int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL,
  given_name text NOT NULL,
  family_name text NOT NULL,
  role text NOT NULL CHECK (role IN ('PARTNER', 'ADMIN', 'STAFF')),
  partner_id text REFERENCES partners (id),
  password_hash text NOT NULL,
  disabled boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- Partners an admin may switch between (setPartner accepts only these).
CREATE TABLE user_partners (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, partner_id)
);
