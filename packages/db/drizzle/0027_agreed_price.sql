ALTER TABLE "bookings" ADD COLUMN "price" jsonb;--> statement-breakpoint
UPDATE "bookings" SET "price" = jsonb_build_object(
  'base', ("unit_data"->>'base_price')::numeric(20,2)::text,
  'total', ("unit_data"->>'base_price')::numeric(20,2)::text,
  'lines', jsonb_build_array(jsonb_build_object(
    'kind', 'BASE',
    'id', "unit_data"->>'base_price_id',
    'description', null,
    'amount', ("unit_data"->>'base_price')::numeric(20,2)::text)),
  'quoted_at', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'discounts', '[]'::jsonb,
  'options', '[]'::jsonb)
WHERE "price" IS NULL AND "unit_data"->>'base_price' IS NOT NULL;
