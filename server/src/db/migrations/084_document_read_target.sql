-- A partner's document opens were logged with the document's title in detail only, so the
-- operation log showed no target for them; new entries carry it in target, older ones get it here.
UPDATE operation_log SET target = left(detail->>'title', 200)
WHERE action = 'DOCUMENT_READ' AND target IS NULL AND detail->>'title' IS NOT NULL;
