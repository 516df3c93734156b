-- Network calendar events: network-wide (partner_id NULL) or for one partner. Empty countries = every country.
CREATE TABLE events (
  id text PRIMARY KEY,
  partner_id text REFERENCES partners (id) ON DELETE CASCADE,
  title text NOT NULL,
  type text NOT NULL CHECK (type IN ('CAMPAIGN', 'SETTLEMENT_HOLIDAY', 'LAUNCH', 'CLAIM_DEADLINE')),
  start_date date NOT NULL,
  end_date date NOT NULL,
  countries text[] NOT NULL DEFAULT '{}',
  description text NOT NULL,
  content text NOT NULL DEFAULT '',
  location text,
  image_file_url text,
  published boolean NOT NULL DEFAULT true,
  CHECK (end_date >= start_date)
);
CREATE INDEX events_dates_idx ON events (start_date, end_date) WHERE published;
