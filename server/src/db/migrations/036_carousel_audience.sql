-- Which partners see a carousel item when staff pick several (no rows: every partner, as before).
CREATE TABLE carousel_item_partners (
  item_id text NOT NULL REFERENCES carousel_items (id) ON DELETE CASCADE,
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  PRIMARY KEY (item_id, partner_id)
);
CREATE INDEX carousel_item_partners_partner_idx ON carousel_item_partners (partner_id);
