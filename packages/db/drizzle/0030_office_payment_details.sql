ALTER TABLE "payments" ADD COLUMN "external_ref" varchar(255);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" varchar(32);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" varchar(64);