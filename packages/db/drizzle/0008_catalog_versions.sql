CREATE TABLE "discount_versions" (
	"version" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_versions_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"active" boolean NOT NULL,
	"description" varchar(255),
	"exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"changed_by" uuid,
	"required_comment" boolean NOT NULL,
	CONSTRAINT "discount_versions_interval" CHECK ("discount_versions"."valid_to" is null or "discount_versions"."valid_to" > "discount_versions"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "option_versions" (
	"version" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "option_versions_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"active" boolean NOT NULL,
	"description" varchar(255),
	"exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"changed_by" uuid,
	"type" varchar(32) NOT NULL,
	"used_by_default" boolean NOT NULL,
	CONSTRAINT "option_versions_interval" CHECK ("option_versions"."valid_to" is null or "option_versions"."valid_to" > "option_versions"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "discount_versions" ADD CONSTRAINT "discount_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_versions" ADD CONSTRAINT "option_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_versions_current" ON "discount_versions" USING btree ("id") WHERE valid_to is null;--> statement-breakpoint
CREATE UNIQUE INDEX "option_versions_current" ON "option_versions" USING btree ("id") WHERE valid_to is null;--> statement-breakpoint
ALTER TABLE "discount_versions" ADD CONSTRAINT "discount_versions_id_discounts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_versions" ADD CONSTRAINT "option_versions_id_options_id_fk" FOREIGN KEY ("id") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One record's versions never overlap; the same GiST index serves "the version of id at date".
ALTER TABLE "discount_versions" ADD CONSTRAINT "discount_versions_no_overlap" EXCLUDE USING gist ("id" WITH =, tstzrange("valid_from", "valid_to", '[)') WITH &&);--> statement-breakpoint
ALTER TABLE "option_versions" ADD CONSTRAINT "option_versions_no_overlap" EXCLUDE USING gist ("id" WITH =, tstzrange("valid_from", "valid_to", '[)') WITH &&);--> statement-breakpoint
-- Existing records get one open version from their creation, as they stand now (earlier states
-- were not kept before this migration).
INSERT INTO "discount_versions" ("id", "created_at", "updated_at", "deleted_at", "active", "description", "exclusions", "valid_from", "required_comment")
SELECT d."id", d."created_at", d."updated_at", d."deleted_at", d."active", d."description",
       coalesce((SELECT jsonb_agg(e."excluded" ORDER BY e."excluded") FROM "discount_exclusions" e WHERE e."discount" = d."id"), '[]'::jsonb),
       d."created_at", d."required_comment"
FROM "discounts" d;--> statement-breakpoint
INSERT INTO "option_versions" ("id", "created_at", "updated_at", "deleted_at", "active", "description", "exclusions", "valid_from", "type", "used_by_default")
SELECT o."id", o."created_at", o."updated_at", o."deleted_at", o."active", o."description",
       coalesce((SELECT jsonb_agg(e."excluded" ORDER BY e."excluded") FROM "option_exclusions" e WHERE e."option" = o."id"), '[]'::jsonb),
       o."created_at", o."type", o."used_by_default"
FROM "options" o;
