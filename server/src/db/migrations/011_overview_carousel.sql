-- Carousel items: network-wide (partner_id NULL) or for one partner; media are stored files (files.storage_name).
CREATE TABLE carousel_items (
  id text PRIMARY KEY,
  partner_id text REFERENCES partners (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL,
  content text NOT NULL DEFAULT '',
  media_type text NOT NULL CHECK (media_type IN ('IMAGE', 'VIDEO')),
  media_file_url text NOT NULL,
  cover_file_url text,
  alt_text text NOT NULL,
  link_type text NOT NULL DEFAULT 'NONE' CHECK (link_type IN ('EVENT', 'CAROUSEL_DETAIL', 'NONE')),
  link_target text,
  sort_order int NOT NULL DEFAULT 0,
  start_date date NOT NULL,
  end_date date NOT NULL,
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date)
);
CREATE INDEX carousel_items_period_idx ON carousel_items (start_date, end_date) WHERE published;
