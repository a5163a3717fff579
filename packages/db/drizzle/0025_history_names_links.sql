-- A payment link's creation was recorded with its addresses, whose token is a bearer credential:
-- the history now names a link by its number among its booking's links.
UPDATE "booking_history" h SET "property" = 'link', "new_value" = to_jsonb(n."ordinal")
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "booking" ORDER BY "created_at", "id") AS "ordinal"
  FROM "payment_links"
) n
WHERE h."entity_type" = 'PaymentLink' AND h."property" = 'url' AND h."entity_id" = n."id";--> statement-breakpoint
DELETE FROM "booking_history" WHERE "entity_type" = 'PaymentLink' AND "property" IN ('url', 'short_url');--> statement-breakpoint
-- A link revoked by a payment (the payment's entries share its moment) says it closed because paid.
INSERT INTO "booking_history" ("booking", "date", "entity_type", "entity_id", "property", "old_value", "new_value", "user")
SELECT r."booking", r."date", r."entity_type", r."entity_id", 'revoked_reason', NULL, '"PAID"'::jsonb, r."user"
FROM "booking_history" r
WHERE r."entity_type" = 'PaymentLink' AND r."property" = 'revoked_at'
  AND EXISTS (
    SELECT 1 FROM "booking_history" p
    WHERE p."booking" = r."booking" AND p."date" = r."date" AND p."entity_type" = 'Payment'
      AND p."property" = 'status' AND p."new_value" = '"SUCCEEDED"'::jsonb
  )
  AND NOT EXISTS (
    SELECT 1 FROM "booking_history" x
    WHERE x."entity_id" = r."entity_id" AND x."property" = 'revoked_reason'
  );
