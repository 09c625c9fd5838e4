CREATE TABLE "delivery_proof_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proof_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_proof_photos_type_check" CHECK ("delivery_proof_photos"."content_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "delivery_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"load_id" uuid NOT NULL,
	"order_id" uuid,
	"order_detail_id" uuid NOT NULL,
	"receiver_name" text NOT NULL,
	"signature_png" "bytea" NOT NULL,
	"note" text,
	"lat" double precision,
	"lng" double precision,
	"signed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_proofs_position_check" CHECK (("delivery_proofs"."lat" is null and "delivery_proofs"."lng" is null) or ("delivery_proofs"."lat" between -90 and 90 and "delivery_proofs"."lng" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "driver_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_detail_id" uuid NOT NULL,
	"trucker_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "realtime_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realtime_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"topics" text[] NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"load_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trucker_push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"trucker_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"keys" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ALTER COLUMN "trucker_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "carrier_company_id" uuid;--> statement-breakpoint
ALTER TABLE "truckers" ADD COLUMN "insurance_expires_on" date;--> statement-breakpoint
ALTER TABLE "delivery_proof_photos" ADD CONSTRAINT "delivery_proof_photos_proof_id_delivery_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."delivery_proofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_order_detail_id_order_details_id_fk" FOREIGN KEY ("order_detail_id") REFERENCES "public"."order_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_links" ADD CONSTRAINT "driver_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_links" ADD CONSTRAINT "driver_links_order_detail_id_order_details_id_fk" FOREIGN KEY ("order_detail_id") REFERENCES "public"."order_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_links" ADD CONSTRAINT "driver_links_trucker_id_truckers_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_links" ADD CONSTRAINT "driver_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_shares" ADD CONSTRAINT "tracking_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_shares" ADD CONSTRAINT "tracking_shares_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_shares" ADD CONSTRAINT "tracking_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucker_push_subscriptions" ADD CONSTRAINT "trucker_push_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucker_push_subscriptions" ADD CONSTRAINT "trucker_push_subscriptions_trucker_id_truckers_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_proof_photos_proof_idx" ON "delivery_proof_photos" USING btree ("proof_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_proofs_detail_idx" ON "delivery_proofs" USING btree ("order_detail_id");--> statement-breakpoint
CREATE INDEX "delivery_proofs_load_idx" ON "delivery_proofs" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "driver_links_detail_idx" ON "driver_links" USING btree ("order_detail_id");--> statement-breakpoint
CREATE INDEX "driver_links_trucker_idx" ON "driver_links" USING btree ("trucker_id");--> statement-breakpoint
CREATE INDEX "realtime_events_topics_idx" ON "realtime_events" USING gin ("topics");--> statement-breakpoint
CREATE INDEX "realtime_events_created_idx" ON "realtime_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_shares_code_idx" ON "tracking_shares" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tracking_shares_load_idx" ON "tracking_shares" USING btree ("load_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trucker_push_subscriptions_endpoint_idx" ON "trucker_push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "trucker_push_subscriptions_trucker_idx" ON "trucker_push_subscriptions" USING btree ("trucker_id");--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_carrier_company_unique" UNIQUE("user_id","carrier_company_id");--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_one_target_check" CHECK (("favourites"."trucker_id" is null) <> ("favourites"."carrier_company_id" is null));