CREATE SEQUENCE "public"."document_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "document_files" (
	"document" uuid PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"kind" varchar(32) NOT NULL,
	"seq" bigint NOT NULL,
	"number" varchar(32) NOT NULL,
	"file_name" varchar(64) NOT NULL,
	"issued_by" uuid NOT NULL,
	"customer_name" varchar(255),
	"customer_phone" varchar(12),
	"request" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "documents_seq_unique" UNIQUE("seq"),
	CONSTRAINT "documents_number_unique" UNIQUE("number"),
	CONSTRAINT "documents_kind" CHECK ("documents"."kind" in ('COMMERCIAL_OFFER', 'PAYMENT_SCHEDULE')),
	CONSTRAINT "documents_sha256" CHECK ("documents"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_documents_id_fk" FOREIGN KEY ("document") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_issued_by_created" ON "documents" USING btree ("issued_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_created" ON "documents" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- An issued document never changes: what was handed to the customer downloads byte for byte the same.
CREATE FUNCTION "documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."sha256" <> OLD."sha256" OR NEW."data" <> OLD."data" OR NEW."request" <> OLD."request"
     OR NEW."number" <> OLD."number" OR NEW."kind" <> OLD."kind" OR NEW."issued_by" <> OLD."issued_by" THEN
    RAISE EXCEPTION 'an issued document cannot change' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "documents_immutable" BEFORE UPDATE ON "documents" FOR EACH ROW EXECUTE FUNCTION "documents_immutable"();--> statement-breakpoint
CREATE FUNCTION "document_files_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued document''s file cannot change' USING ERRCODE = 'check_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "document_files_immutable" BEFORE UPDATE ON "document_files" FOR EACH ROW EXECUTE FUNCTION "document_files_immutable"();
