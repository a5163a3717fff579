CREATE TABLE "base_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"unit" uuid NOT NULL,
	"price_per_sq_m" numeric(16, 2) NOT NULL,
	"fixed_price" numeric(16, 2),
	"reason_id" varchar(255),
	"created_by" uuid,
	CONSTRAINT "base_prices_nonnegative" CHECK ("base_prices"."price_per_sq_m" >= 0 and coalesce("base_prices"."fixed_price", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_conditions" (
	"version" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_conditions_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"unit" uuid NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"used_by_default" boolean DEFAULT false NOT NULL,
	"sum" numeric(16, 2),
	"percent" numeric(9, 8),
	"sum_per_sq_m" numeric(16, 2),
	"reason_id" varchar(255),
	"comment" varchar(255),
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"changed_by" uuid,
	"discount" uuid NOT NULL,
	CONSTRAINT "discount_conditions_percent" CHECK ("discount_conditions"."percent" between 0 and 1),
	CONSTRAINT "discount_conditions_interval" CHECK ("discount_conditions"."valid_to" is null or "discount_conditions"."valid_to" > "discount_conditions"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "discount_exclusions" (
	"discount" uuid NOT NULL,
	"excluded" uuid NOT NULL,
	CONSTRAINT "discount_exclusions_discount_excluded_pk" PRIMARY KEY("discount","excluded"),
	CONSTRAINT "discount_exclusions_not_self" CHECK ("discount_exclusions"."discount" <> "discount_exclusions"."excluded")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"description" varchar(255),
	"required_comment" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_conditions" (
	"version" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "option_conditions_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"unit" uuid NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"used_by_default" boolean DEFAULT false NOT NULL,
	"sum" numeric(16, 2),
	"percent" numeric(9, 8),
	"sum_per_sq_m" numeric(16, 2),
	"reason_id" varchar(255),
	"comment" varchar(255),
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"changed_by" uuid,
	"option" uuid NOT NULL,
	CONSTRAINT "option_conditions_percent" CHECK ("option_conditions"."percent" between 0 and 1),
	CONSTRAINT "option_conditions_interval" CHECK ("option_conditions"."valid_to" is null or "option_conditions"."valid_to" > "option_conditions"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "option_exclusions" (
	"option" uuid NOT NULL,
	"excluded" uuid NOT NULL,
	CONSTRAINT "option_exclusions_option_excluded_pk" PRIMARY KEY("option","excluded"),
	CONSTRAINT "option_exclusions_not_self" CHECK ("option_exclusions"."option" <> "option_exclusions"."excluded")
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"type" varchar(32) NOT NULL,
	"description" varchar(255),
	"used_by_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "base_prices" ADD CONSTRAINT "base_prices_unit_units_id_fk" FOREIGN KEY ("unit") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_prices" ADD CONSTRAINT "base_prices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_conditions" ADD CONSTRAINT "discount_conditions_unit_units_id_fk" FOREIGN KEY ("unit") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_conditions" ADD CONSTRAINT "discount_conditions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_conditions" ADD CONSTRAINT "discount_conditions_discount_discounts_id_fk" FOREIGN KEY ("discount") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_exclusions" ADD CONSTRAINT "discount_exclusions_discount_discounts_id_fk" FOREIGN KEY ("discount") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_exclusions" ADD CONSTRAINT "discount_exclusions_excluded_discounts_id_fk" FOREIGN KEY ("excluded") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_conditions" ADD CONSTRAINT "option_conditions_unit_units_id_fk" FOREIGN KEY ("unit") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_conditions" ADD CONSTRAINT "option_conditions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_conditions" ADD CONSTRAINT "option_conditions_option_options_id_fk" FOREIGN KEY ("option") REFERENCES "public"."options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_exclusions" ADD CONSTRAINT "option_exclusions_option_options_id_fk" FOREIGN KEY ("option") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_exclusions" ADD CONSTRAINT "option_exclusions_excluded_options_id_fk" FOREIGN KEY ("excluded") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "base_prices_unit_created" ON "base_prices" USING btree ("unit","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_conditions_current" ON "discount_conditions" USING btree ("id") WHERE valid_to is null;--> statement-breakpoint
CREATE INDEX "discount_conditions_unit_index" ON "discount_conditions" USING btree ("unit") WHERE valid_to is null;--> statement-breakpoint
CREATE INDEX "discount_conditions_discount_index" ON "discount_conditions" USING btree ("discount");--> statement-breakpoint
CREATE INDEX "discount_exclusions_excluded_index" ON "discount_exclusions" USING btree ("excluded");--> statement-breakpoint
CREATE UNIQUE INDEX "option_conditions_current" ON "option_conditions" USING btree ("id") WHERE valid_to is null;--> statement-breakpoint
CREATE INDEX "option_conditions_unit_index" ON "option_conditions" USING btree ("unit") WHERE valid_to is null;--> statement-breakpoint
CREATE INDEX "option_conditions_option_index" ON "option_conditions" USING btree ("option");--> statement-breakpoint
CREATE INDEX "option_exclusions_excluded_index" ON "option_exclusions" USING btree ("excluded");--> statement-breakpoint
-- The versions of one condition never overlap in time: the database says so, not only the code.
ALTER TABLE "discount_conditions" ADD CONSTRAINT "discount_conditions_no_overlap" EXCLUDE USING gist ("id" WITH =, tstzrange("valid_from", "valid_to", '[)') WITH &&);--> statement-breakpoint
ALTER TABLE "option_conditions" ADD CONSTRAINT "option_conditions_no_overlap" EXCLUDE USING gist ("id" WITH =, tstzrange("valid_from", "valid_to", '[)') WITH &&);--> statement-breakpoint
-- validOn(date): the versions of a unit valid at an instant, straight from the index.
CREATE INDEX "discount_conditions_unit_valid" ON "discount_conditions" USING gist ("unit", tstzrange("valid_from", "valid_to", '[)'));--> statement-breakpoint
CREATE INDEX "option_conditions_unit_valid" ON "option_conditions" USING gist ("unit", tstzrange("valid_from", "valid_to", '[)'));
