CREATE TABLE "email_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "date_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier_company_id" uuid,
	"load_id" uuid NOT NULL,
	"order_id" uuid,
	"stop_type" text NOT NULL,
	"from_date" date,
	"to_date" date NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"requested_by_company_id" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_change_requests_stop_type_check" CHECK ("date_change_requests"."stop_type" in ('pickup', 'delivery')),
	CONSTRAINT "date_change_requests_status_check" CHECK ("date_change_requests"."status" in ('pending', 'confirmed', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "order_accessorials" ADD COLUMN "status" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_accessorials" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "order_accessorials" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "order_accessorials" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_accessorials" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "order_accessorials" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_sent_to" text;--> statement-breakpoint
ALTER TABLE "shipment_labels" ADD COLUMN "rates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_labels" ADD COLUMN "selected_rate_id" text;--> statement-breakpoint
ALTER TABLE "shipment_labels" ADD COLUMN "label_pdf" "bytea";--> statement-breakpoint
ALTER TABLE "shipment_labels" ADD COLUMN "tracking_events" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_requests" ADD CONSTRAINT "date_change_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_requests" ADD CONSTRAINT "date_change_requests_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_requests" ADD CONSTRAINT "date_change_requests_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_requests" ADD CONSTRAINT "date_change_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_requests" ADD CONSTRAINT "date_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_requests" ADD CONSTRAINT "date_change_requests_requested_by_company_id_companies_id_fk" FOREIGN KEY ("requested_by_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_requests" ADD CONSTRAINT "date_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_attachments_outbox_idx" ON "email_attachments" USING btree ("outbox_id");--> statement-breakpoint
CREATE UNIQUE INDEX "date_change_requests_one_pending_idx" ON "date_change_requests" USING btree ("load_id","stop_type") WHERE "date_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "date_change_requests_company_idx" ON "date_change_requests" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "date_change_requests_carrier_idx" ON "date_change_requests" USING btree ("carrier_company_id","status","created_at");--> statement-breakpoint
ALTER TABLE "order_accessorials" ADD CONSTRAINT "order_accessorials_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_accessorials" ADD CONSTRAINT "order_accessorials_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_carrier_invoice_number_idx" ON "orders" USING btree ("carrier_company_id","invoice_number") WHERE "orders"."invoice_number" is not null;--> statement-breakpoint
ALTER TABLE "order_accessorials" ADD CONSTRAINT "order_accessorials_status_check" CHECK ("order_accessorials"."status" in ('requested', 'approved', 'declined'));--> statement-breakpoint
-- Accessorials approved before their approval had a status keep it (0012 drops is_approved).
UPDATE "order_accessorials" SET "status" = 'approved' WHERE "is_approved";