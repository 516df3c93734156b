-- The carousel's display order without repeats: items copied per partner shared one place (4, 4, 4).
-- Every item gets its place 1..n in the order partners saw; from here on the staff calls renumber
-- under one lock (server/src/modules/carousel/repository.ts, lockOrder).
UPDATE carousel_items c SET sort_order = o.n
FROM (SELECT id, row_number() OVER (ORDER BY sort_order, start_date, id)::int AS n FROM carousel_items) o
WHERE c.id = o.id AND c.sort_order <> o.n;
