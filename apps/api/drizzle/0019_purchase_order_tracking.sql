CREATE TABLE "container_eta_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"container_id" uuid NOT NULL,
	"previous_eta" timestamp with time zone,
	"eta" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "container_eta_changes_source_check" CHECK ("container_eta_changes"."source" in ('simulated', 'vizion', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "container_milestones" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "load_id" uuid;--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "container_eta_changes" ADD CONSTRAINT "container_eta_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_eta_changes" ADD CONSTRAINT "container_eta_changes_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "container_eta_changes_container_idx" ON "container_eta_changes" USING btree ("container_id","recorded_at");--> statement-breakpoint
CREATE INDEX "container_eta_changes_company_idx" ON "container_eta_changes" USING btree ("company_id","recorded_at");--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "container_milestones_external_unique" ON "container_milestones" USING btree ("container_id","external_id") WHERE "container_milestones"."external_id" is not null;--> statement-breakpoint
-- Containers of orders already closed or cancelled are released (their numbers may be used again).
UPDATE "containers" SET "released_at" = "purchase_orders"."closed_at" FROM "purchase_orders" WHERE "purchase_orders"."id" = "containers"."purchase_order_id" AND "purchase_orders"."status" IN ('closed', 'cancelled') AND "containers"."released_at" IS NULL;--> statement-breakpoint
UPDATE "containers" SET "released_at" = now() FROM "purchase_orders" WHERE "purchase_orders"."id" = "containers"."purchase_order_id" AND "purchase_orders"."status" IN ('closed', 'cancelled') AND "containers"."released_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "containers_company_number_open_unique" ON "containers" USING btree ("company_id","container_number") WHERE "containers"."released_at" is null;--> statement-breakpoint
CREATE INDEX "containers_load_idx" ON "containers" USING btree ("load_id");