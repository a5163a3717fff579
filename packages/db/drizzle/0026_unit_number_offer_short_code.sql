ALTER TABLE "documents" ADD COLUMN "short_code" varchar(8);--> statement-breakpoint
CREATE INDEX "units_number_index" ON "units" USING btree ("number");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_short_code_unique" UNIQUE("short_code");