CREATE TABLE "mail_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mail" bigint NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"cid" varchar(100),
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "booking" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sent_to" varchar(255);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sent_by" uuid;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_mail_outbox_id_fk" FOREIGN KEY ("mail") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_index" ON "mail_attachments" USING btree ("mail");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_booking_bookings_id_fk" FOREIGN KEY ("booking") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_booking" ON "documents" USING btree ("booking");--> statement-breakpoint
UPDATE "documents" SET "booking" = b."id" FROM "bookings" b WHERE "documents"."kind" = 'PAYMENT_SCHEDULE' AND b."id"::text = "documents"."request"->>'booking';
