CREATE TABLE "emission_factors" (
	"equipment_key" text PRIMARY KEY NOT NULL,
	"empty_kg_per_km" numeric(6, 3) NOT NULL,
	"full_kg_per_km" numeric(6, 3) NOT NULL,
	"max_payload_kg" numeric(8, 1) NOT NULL,
	"empty_running_share" numeric(4, 3) NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emission_factors_values_check" CHECK ("emission_factors"."empty_kg_per_km" > 0 and "emission_factors"."full_kg_per_km" >= "emission_factors"."empty_kg_per_km" and "emission_factors"."max_payload_kg" > 0 and "emission_factors"."empty_running_share" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"company_id" uuid NOT NULL,
	"side" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counters_pk" PRIMARY KEY("company_id","side","status"),
	CONSTRAINT "order_counters_side_check" CHECK ("order_counters"."side" in ('shipper', 'carrier'))
);
--> statement-breakpoint
CREATE TABLE "shipment_facts" (
	"load_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier_company_id" uuid,
	"order_id" uuid,
	"trucker_id" uuid,
	"lane_id" uuid,
	"equipment_key" text,
	"mode" text NOT NULL,
	"origin_city" text NOT NULL,
	"origin_state" text NOT NULL,
	"origin_lat" double precision,
	"origin_lng" double precision,
	"destination_city" text NOT NULL,
	"destination_state" text NOT NULL,
	"destination_lat" double precision,
	"destination_lng" double precision,
	"delivered_at" timestamp with time zone NOT NULL,
	"delivered_on" date NOT NULL,
	"miles" numeric(8, 1),
	"weight_kg" numeric(10, 1) NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"accessorials" numeric(12, 2) NOT NULL,
	"pickup_on_time" boolean NOT NULL,
	"delivery_on_time" boolean NOT NULL,
	"pickup_delay_minutes" integer NOT NULL,
	"delivery_delay_minutes" integer NOT NULL,
	"co2e_kg" numeric(10, 2) NOT NULL,
	"rating" smallint,
	CONSTRAINT "shipment_facts_currency_check" CHECK ("shipment_facts"."currency" in ('USD', 'CAD')),
	CONSTRAINT "shipment_facts_mode_check" CHECK ("shipment_facts"."mode" in ('FTL', 'LTL', 'PARTIAL', 'INTERMODAL', 'DRAYAGE'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_prefs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "delay_minutes" integer;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "eta_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "risk_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_facts" ADD CONSTRAINT "shipment_facts_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_facts" ADD CONSTRAINT "shipment_facts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_facts" ADD CONSTRAINT "shipment_facts_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_facts" ADD CONSTRAINT "shipment_facts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_facts" ADD CONSTRAINT "shipment_facts_trucker_id_truckers_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_facts" ADD CONSTRAINT "shipment_facts_lane_id_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."lanes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_facts_company_day_idx" ON "shipment_facts" USING btree ("company_id","delivered_on");--> statement-breakpoint
CREATE INDEX "shipment_facts_carrier_day_idx" ON "shipment_facts" USING btree ("carrier_company_id","delivered_on") WHERE "shipment_facts"."carrier_company_id" is not null;--> statement-breakpoint
CREATE INDEX "shipment_facts_lane_day_idx" ON "shipment_facts" USING btree ("lane_id","delivered_on") WHERE "shipment_facts"."lane_id" is not null;--> statement-breakpoint
CREATE INDEX "shipment_facts_trucker_idx" ON "shipment_facts" USING btree ("trucker_id","delivered_on");--> statement-breakpoint
CREATE INDEX "loads_carrier_delayed_idx" ON "loads" USING btree ("carrier_company_id","created_at") WHERE "loads"."is_delayed" and "loads"."carrier_company_id" is not null;--> statement-breakpoint
CREATE INDEX "loads_carrier_at_risk_idx" ON "loads" USING btree ("carrier_company_id","created_at") WHERE "loads"."is_at_risk" and "loads"."carrier_company_id" is not null;--> statement-breakpoint
CREATE INDEX "loads_live_idx" ON "loads" USING btree ("status","id") WHERE "loads"."status" in ('tendered', 'accepted', 'assigned', 'in_transit');--> statement-breakpoint
-- Flags and free-text reasons stored by hand before issue 14 go: the risk job computes them from now on.
UPDATE "loads" SET "delay_reason" = NULL, "is_delayed" = false, "is_at_risk" = false WHERE "delay_reason" IS NOT NULL OR "is_delayed" OR "is_at_risk";--> statement-breakpoint
UPDATE "orders" SET "is_delayed" = false, "is_at_risk" = false WHERE "is_delayed" OR "is_at_risk";--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_delay_reason_check" CHECK ("loads"."delay_reason" in ('pickupMissed', 'deliveryMissed', 'pickupEta', 'deliveryEta', 'noTruck'));