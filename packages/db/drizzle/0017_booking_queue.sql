CREATE TABLE "booking_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "booking_queue_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"unit" uuid NOT NULL,
	"customer_name" varchar(255) NOT NULL,
	"customer_phone" varchar(32) NOT NULL,
	"customer_email" varchar(255),
	"owner" uuid NOT NULL,
	"responsible" uuid NOT NULL,
	"comment" varchar(255),
	"status" varchar(32) DEFAULT 'QUEUE_STATUS_WAITING' NOT NULL,
	"booking" uuid,
	CONSTRAINT "booking_queue_promoted_has_booking" CHECK (("booking_queue"."status" = 'QUEUE_STATUS_PROMOTED') = ("booking_queue"."booking" is not null))
);
--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "queue_length" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_queue" ADD CONSTRAINT "booking_queue_unit_units_id_fk" FOREIGN KEY ("unit") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue" ADD CONSTRAINT "booking_queue_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue" ADD CONSTRAINT "booking_queue_responsible_users_id_fk" FOREIGN KEY ("responsible") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue" ADD CONSTRAINT "booking_queue_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_queue_by_unit" ON "booking_queue" USING btree ("unit","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_queue_customer_once" ON "booking_queue" USING btree ("unit","customer_phone") WHERE status = 'QUEUE_STATUS_WAITING' and deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_queue_booking_once" ON "booking_queue" USING btree ("booking") WHERE booking is not null;--> statement-breakpoint
CREATE INDEX "booking_queue_owner_index" ON "booking_queue" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "booking_queue_responsible_index" ON "booking_queue" USING btree ("responsible");--> statement-breakpoint
CREATE INDEX "booking_queue_status_index" ON "booking_queue" USING btree ("status");--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_queue_length_nonnegative" CHECK ("units"."queue_length" >= 0);