CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"name" varchar(255) NOT NULL,
	"phone" varchar(16) NOT NULL,
	"email" varchar(255),
	"owner" uuid,
	"merged_into" uuid
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "co_buyers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_queue" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merged_into_customers_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_live" ON "customers" USING btree ("phone") WHERE merged_into is null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_phone_any" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_merged_into_index" ON "customers" USING btree ("merged_into");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue" ADD CONSTRAINT "booking_queue_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_customer_id" ON "bookings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "bookings_co_buyers" ON "bookings" USING gin ("co_buyers" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "documents_customer_id" ON "documents" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "documents_unlinked_phone" ON "documents" USING btree ("customer_phone") WHERE customer_id is null and customer_phone is not null;--> statement-breakpoint
CREATE INDEX "booking_queue_customer_id" ON "booking_queue" USING btree ("customer_id");--> statement-breakpoint
-- Existing buyers become customers, one per distinct phone: the newest name, the newest e-mail given, the first time seen.
WITH buyers AS (
  SELECT customer_name AS name, customer_phone AS phone, customer_email AS email, owner, created_at
  FROM bookings WHERE customer_phone IS NOT NULL AND customer_name IS NOT NULL
  UNION ALL
  SELECT customer_name, customer_phone, customer_email, owner, created_at FROM booking_queue
), ranked AS (
  SELECT name, phone, owner, created_at,
    first_value(email) OVER (PARTITION BY phone ORDER BY (email IS NULL), created_at DESC) AS last_email,
    min(created_at) OVER (PARTITION BY phone) AS first_seen
  FROM buyers
)
INSERT INTO "customers" ("name", "phone", "email", "owner", "created_at", "updated_at")
SELECT DISTINCT ON (phone) name, phone, last_email, owner, first_seen, now()
FROM ranked ORDER BY phone, created_at DESC;--> statement-breakpoint
UPDATE "bookings" b SET "customer_id" = c.id FROM "customers" c
WHERE c.phone = b.customer_phone AND c.merged_into IS NULL AND c.deleted_at IS NULL;--> statement-breakpoint
UPDATE "booking_queue" q SET "customer_id" = c.id FROM "customers" c
WHERE c.phone = q.customer_phone AND c.merged_into IS NULL AND c.deleted_at IS NULL;--> statement-breakpoint
UPDATE "documents" d SET "customer_id" = c.id FROM "customers" c
WHERE c.phone = d.customer_phone AND c.merged_into IS NULL AND c.deleted_at IS NULL;
