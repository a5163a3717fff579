CREATE TABLE "crm_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"booking" uuid NOT NULL,
	"event" varchar(64) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_settings" (
	"id" varchar(16) PRIMARY KEY DEFAULT 'default' NOT NULL,
	"pipeline_id" varchar(64),
	"category_id" varchar(64),
	"stages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"credentials" text,
	"auth_failed_at" timestamp with time zone,
	"auth_error" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sync" (
	"booking" uuid PRIMARY KEY NOT NULL,
	"remote_stage" varchar(64),
	"heard_at" timestamp with time zone,
	"sent_stage" varchar(64),
	"sent_total" numeric(14, 2),
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_settings" ADD CONSTRAINT "crm_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sync" ADD CONSTRAINT "crm_sync_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_outbox_open" ON "crm_outbox" USING btree ("booking","seq") WHERE status in ('PENDING', 'FAILED');--> statement-breakpoint
CREATE INDEX "crm_outbox_due" ON "crm_outbox" USING btree ("next_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "crm_outbox_created_at_index" ON "crm_outbox" USING btree ("created_at");