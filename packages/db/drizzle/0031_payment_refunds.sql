ALTER TABLE "payments" ADD COLUMN "test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" varchar(16);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" varchar(255);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_error" varchar(255);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_refund_id" varchar(255);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;