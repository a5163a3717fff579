CREATE SEQUENCE "public"."booking_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"name" varchar(255) NOT NULL,
	"owner" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking" uuid NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"entity_type" varchar(32) NOT NULL,
	"entity_id" uuid NOT NULL,
	"property" varchar(64) NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"user" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"unit" uuid NOT NULL,
	"unit_data" jsonb NOT NULL,
	"number" integer DEFAULT nextval('booking_number_seq') NOT NULL,
	"crm_deal_id" varchar(255),
	"expiration_date" timestamp with time zone NOT NULL,
	"comment" varchar(255),
	"booking_group" uuid,
	"owner" uuid NOT NULL,
	"responsible" uuid NOT NULL,
	"region" uuid,
	"status" varchar(32) DEFAULT 'BOOKING_STATUS_BOOKED' NOT NULL,
	"search_text" text GENERATED ALWAYS AS ((number::text || ' ' || coalesce(crm_deal_id, '') || ' ' || coalesce(comment, '') || ' ' || coalesce(unit_data->>'code', ''))) STORED NOT NULL,
	CONSTRAINT "bookings_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "unit_status_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_status_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"unit" uuid NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"property" varchar(32) NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"user" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_groups" ADD CONSTRAINT "booking_groups_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_user_users_id_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_unit_units_id_fk" FOREIGN KEY ("unit") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_group_booking_groups_id_fk" FOREIGN KEY ("booking_group") REFERENCES "public"."booking_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_responsible_users_id_fk" FOREIGN KEY ("responsible") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_status_log" ADD CONSTRAINT "unit_status_log_unit_units_id_fk" FOREIGN KEY ("unit") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_status_log" ADD CONSTRAINT "unit_status_log_user_users_id_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_groups_owner_index" ON "booking_groups" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "booking_history_booking_date_index" ON "booking_history" USING btree ("booking","date");--> statement-breakpoint
CREATE INDEX "booking_history_user_index" ON "booking_history" USING btree ("user");--> statement-breakpoint
CREATE INDEX "booking_history_date_index" ON "booking_history" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_live_per_unit" ON "bookings" USING btree ("unit") WHERE status in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and active and deleted_at is null;--> statement-breakpoint
CREATE INDEX "bookings_due_idx" ON "bookings" USING btree ("expiration_date") WHERE status = 'BOOKING_STATUS_BOOKED';--> statement-breakpoint
CREATE INDEX "bookings_responsible_index" ON "bookings" USING btree ("responsible");--> statement-breakpoint
CREATE INDEX "bookings_owner_index" ON "bookings" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "bookings_booking_group_index" ON "bookings" USING btree ("booking_group");--> statement-breakpoint
CREATE INDEX "bookings_status_expiration_date_index" ON "bookings" USING btree ("status","expiration_date");--> statement-breakpoint
CREATE INDEX "bookings_search_trgm" ON "bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "unit_status_log_unit_date_index" ON "unit_status_log" USING btree ("unit","date");