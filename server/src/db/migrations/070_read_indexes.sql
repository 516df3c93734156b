-- The merchant list pages by lower(name) in byte order (COLLATE "C", so PGlite and any server
-- locale agree); an index in that order lets a page read its rows from the index and look up only
-- those rows' monthly figures, instead of joining every monthly row of the partner and sorting.
CREATE INDEX merchants_partner_name_c_idx ON merchants (partner_id, (lower(name) COLLATE "C"), id);
