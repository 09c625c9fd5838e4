CREATE TABLE "company_carrier_details" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"insurance_carrier" text,
	"insurance_policy_number" text,
	"insurance_expires_on" date,
	"cargo_insurance_amount" bigint,
	"liability_insurance_amount" bigint,
	"equipment_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_area" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_lanes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_carrier_details_amounts_check" CHECK (coalesce("company_carrier_details"."cargo_insurance_amount", 0) >= 0 and coalesce("company_carrier_details"."liability_insurance_amount", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "file_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"sha256" text NOT NULL,
	"filename" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_purpose_check" CHECK ("stored_files"."purpose" in ('logo')),
	CONSTRAINT "stored_files_storage_check" CHECK ("stored_files"."storage" in ('local', 's3')),
	CONSTRAINT "stored_files_content_type_check" CHECK ("stored_files"."content_type" in ('image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_carrier_details" ADD CONSTRAINT "company_carrier_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_carrier_details" ADD CONSTRAINT "company_carrier_details_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_one_logo_idx" ON "stored_files" USING btree ("company_id") WHERE "stored_files"."purpose" = 'logo';--> statement-breakpoint
CREATE INDEX "stored_files_company_idx" ON "stored_files" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_pending_email_token_idx" ON "users" USING btree ("pending_email_token_hash") WHERE "users"."pending_email_token_hash" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pending_email_lowercase" CHECK ("users"."pending_email" = lower("users"."pending_email"));