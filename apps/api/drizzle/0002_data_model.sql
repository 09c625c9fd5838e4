CREATE TABLE "activity_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"entity_type" text NOT NULL,
	"entity_id" uuid,
	"action" text NOT NULL,
	"message" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"name" text NOT NULL,
	"street1" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text DEFAULT 'USA' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"geocoded_at" timestamp with time zone,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"opening_hours" text,
	"notes" text,
	"erp_customer_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_country_check" CHECK ("addresses"."country" in ('USA', 'CANADA')),
	CONSTRAINT "addresses_position_check" CHECK (("addresses"."lat" is null and "addresses"."lng" is null) or ("addresses"."lat" between -90 and 90 and "addresses"."lng" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "carrier_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_partners_pair_unique" UNIQUE("company_id","carrier_company_id"),
	CONSTRAINT "carrier_partners_status_check" CHECK ("carrier_partners"."status" in ('invited', 'active', 'blocked')),
	CONSTRAINT "carrier_partners_not_self" CHECK ("carrier_partners"."company_id" <> "carrier_partners"."carrier_company_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"trucker_id" uuid NOT NULL,
	"load_id" uuid,
	"sender" text NOT NULL,
	"sender_user_id" uuid,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender_check" CHECK ("chat_messages"."sender" in ('user', 'trucker'))
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_key" text NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"provider_session_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_provider_session_unique" UNIQUE("provider","provider_session_id"),
	CONSTRAINT "checkout_sessions_status_check" CHECK ("checkout_sessions"."status" in ('open', 'paid', 'expired', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "container_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"container_id" uuid NOT NULL,
	"event" text NOT NULL,
	"location_name" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"vessel" text,
	"voyage" text,
	"planned_at" timestamp with time zone,
	"actual_at" timestamp with time zone,
	CONSTRAINT "container_milestones_event_check" CHECK ("container_milestones"."event" in ('empty_pickup', 'gate_in', 'loaded', 'vessel_departed', 'transshipment', 'vessel_arrived', 'discharged', 'gate_out', 'delivered', 'empty_returned')),
	CONSTRAINT "container_milestones_position_check" CHECK (("container_milestones"."lat" is null and "container_milestones"."lng" is null) or ("container_milestones"."lat" between -90 and 90 and "container_milestones"."lng" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "container_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"container_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"location_name" text,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "container_positions_position_check" CHECK (("container_positions"."lat" is null and "container_positions"."lng" is null) or ("container_positions"."lat" between -90 and 90 and "container_positions"."lng" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"container_number" text NOT NULL,
	"size_type" text NOT NULL,
	"seal_number" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"last_lat" double precision,
	"last_lng" double precision,
	"last_location_name" text,
	"last_event_at" timestamp with time zone,
	"eta" timestamp with time zone,
	"tracking_provider" text DEFAULT 'simulated' NOT NULL,
	"tracking_reference" text,
	"gross_weight_kg" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "containers_status_check" CHECK ("containers"."status" in ('booked', 'gate_in', 'loaded', 'in_transit', 'transshipment', 'discharged', 'gate_out', 'delivered', 'empty_returned')),
	CONSTRAINT "containers_size_type_check" CHECK ("containers"."size_type" in ('20GP', '40GP', '40HC', '45HC', '40RF')),
	CONSTRAINT "containers_position_check" CHECK (("containers"."last_lat" is null and "containers"."last_lng" is null) or ("containers"."last_lat" between -90 and 90 and "containers"."last_lng" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"template" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "equipment_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"max_weight_lbs" integer,
	"length_ft" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "equipment_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"trucker_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_trucker_unique" UNIQUE("user_id","trucker_id")
);
--> statement-breakpoint
CREATE TABLE "id_counters" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 100000 NOT NULL,
	CONSTRAINT "id_counters_pk" PRIMARY KEY("company_id","kind")
);
--> statement-breakpoint
CREATE TABLE "lane_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"lane_id" uuid NOT NULL,
	"trucker_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lane_users_unique" UNIQUE("lane_id","trucker_id")
);
--> statement-breakpoint
CREATE TABLE "lanes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"origin_address_id" uuid NOT NULL,
	"destination_address_id" uuid NOT NULL,
	"equipment_type_id" uuid,
	"distance_miles" numeric(8, 1),
	"target_rate" numeric(12, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"loads_per_week" integer,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lanes_currency_check" CHECK ("lanes"."currency" in ('USD', 'CAD'))
);
--> statement-breakpoint
CREATE TABLE "load_counters" (
	"company_id" uuid NOT NULL,
	"side" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "load_counters_pk" PRIMARY KEY("company_id","side","status"),
	CONSTRAINT "load_counters_side_check" CHECK ("load_counters"."side" in ('shipper', 'carrier'))
);
--> statement-breakpoint
CREATE TABLE "load_list_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"load_id" uuid NOT NULL,
	"seq" smallint NOT NULL,
	"type" text NOT NULL,
	"address_id" uuid,
	"warehouse_id" uuid,
	"name" text NOT NULL,
	"street1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text DEFAULT 'USA' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"appointment_ref" text,
	"contact_name" text,
	"contact_phone" text,
	"arrived_at" timestamp with time zone,
	"departed_at" timestamp with time zone,
	"notes" text,
	CONSTRAINT "load_stops_load_seq_unique" UNIQUE("load_id","seq"),
	CONSTRAINT "load_stops_type_check" CHECK ("load_stops"."type" in ('pickup', 'delivery')),
	CONSTRAINT "load_stops_country_check" CHECK ("load_stops"."country" in ('USA', 'CANADA')),
	CONSTRAINT "load_stops_position_check" CHECK (("load_stops"."lat" is null and "load_stops"."lng" is null) or ("load_stops"."lat" between -90 and 90 and "load_stops"."lng" between -180 and 180)),
	CONSTRAINT "load_stops_window_check" CHECK ("load_stops"."window_start" <= "load_stops"."window_end")
);
--> statement-breakpoint
CREATE TABLE "loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"load_id" text NOT NULL,
	"parent_id" uuid,
	"lane_id" uuid,
	"created_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_delayed" boolean DEFAULT false NOT NULL,
	"is_at_risk" boolean DEFAULT false NOT NULL,
	"delay_reason" text,
	"mode" text DEFAULT 'FTL' NOT NULL,
	"equipment_type_id" uuid,
	"weight" numeric(10, 1) NOT NULL,
	"weight_unit" text DEFAULT 'lbs' NOT NULL,
	"commodity" text NOT NULL,
	"pallets" integer,
	"pieces" integer,
	"length_ft" smallint,
	"is_hazmat" boolean DEFAULT false NOT NULL,
	"temperature_min_f" smallint,
	"temperature_max_f" smallint,
	"rate" numeric(12, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"distance_miles" numeric(8, 1),
	"reference_number" text,
	"po_number" text,
	"special_instructions" text,
	"origin_city" text NOT NULL,
	"origin_state" text NOT NULL,
	"origin_country" text DEFAULT 'USA' NOT NULL,
	"destination_city" text NOT NULL,
	"destination_state" text NOT NULL,
	"destination_country" text DEFAULT 'USA' NOT NULL,
	"pickup_start" timestamp with time zone NOT NULL,
	"pickup_end" timestamp with time zone NOT NULL,
	"delivery_start" timestamp with time zone NOT NULL,
	"delivery_end" timestamp with time zone NOT NULL,
	"calendar_pickup_date" date,
	"calendar_delivery_date" date,
	"trucker_pickup_date" date,
	"trucker_delivery_date" date,
	"carrier_company_id" uuid,
	"trucker_id" uuid,
	"is_broadcast" boolean DEFAULT false NOT NULL,
	"broadcast_at" timestamp with time zone,
	"share_code" text NOT NULL,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"invoiced_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(load_id || ' ' || coalesce(reference_number, '') || ' ' || commodity || ' ' || origin_city || ' ' || destination_city)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loads_company_load_id_unique" UNIQUE("company_id","load_id"),
	CONSTRAINT "loads_share_code_unique" UNIQUE("share_code"),
	CONSTRAINT "loads_status_check" CHECK ("loads"."status" in ('pending', 'quoted', 'tendered', 'accepted', 'assigned', 'in_transit', 'delivered', 'invoiced', 'paid', 'cancelled')),
	CONSTRAINT "loads_mode_check" CHECK ("loads"."mode" in ('FTL', 'LTL', 'PARTIAL', 'INTERMODAL', 'DRAYAGE')),
	CONSTRAINT "loads_currency_check" CHECK ("loads"."currency" in ('USD', 'CAD')),
	CONSTRAINT "loads_weight_unit_check" CHECK ("loads"."weight_unit" in ('lbs', 'kg')),
	CONSTRAINT "loads_origin_country_check" CHECK ("loads"."origin_country" in ('USA', 'CANADA')),
	CONSTRAINT "loads_destination_country_check" CHECK ("loads"."destination_country" in ('USA', 'CANADA')),
	CONSTRAINT "loads_weight_check" CHECK ("loads"."weight" >= 0),
	CONSTRAINT "loads_windows_check" CHECK ("loads"."pickup_start" <= "loads"."pickup_end" and "loads"."delivery_start" <= "loads"."delivery_end")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_accessorials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(8, 2) DEFAULT 1 NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_accessorials_code_check" CHECK ("order_accessorials"."code" in ('detention', 'layover', 'lumper', 'tonu', 'fuel_surcharge', 'liftgate', 'inside_delivery', 'extra_stop', 'other')),
	CONSTRAINT "order_accessorials_amount_check" CHECK ("order_accessorials"."amount" >= 0 and "order_accessorials"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"trucker_id" uuid NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"arrived_pickup_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"arrived_delivery_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"reject_reason" text,
	"cancelled_at" timestamp with time zone,
	"pod_signed_by" text,
	"pod_url" text,
	CONSTRAINT "order_details_status_check" CHECK ("order_details"."status" in ('assigned', 'at_pickup', 'in_transit', 'at_delivery', 'delivered', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_detail_id" uuid,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" uuid,
	"note" text,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"load_id" uuid NOT NULL,
	"quote_id" uuid,
	"type" text DEFAULT 'FTL' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"is_delayed" boolean DEFAULT false NOT NULL,
	"is_at_risk" boolean DEFAULT false NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"accessorial_total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"trucker_id" uuid,
	"accepted_at" timestamp with time zone,
	"assigned_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"reject_reason" text,
	"cancelled_at" timestamp with time zone,
	"invoice_number" text,
	"invoice_amount" numeric(12, 2),
	"invoiced_at" timestamp with time zone,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"is_driver_paid" boolean DEFAULT false NOT NULL,
	"driver_paid_at" timestamp with time zone,
	"rating" smallint,
	"rating_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_company_order_id_unique" UNIQUE("company_id","order_id"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('new', 'accepted', 'assigned', 'in_transit', 'delivered', 'invoiced', 'paid', 'rejected', 'cancelled')),
	CONSTRAINT "orders_type_check" CHECK ("orders"."type" in ('FTL', 'LTL', 'PARTIAL', 'INTERMODAL', 'DRAYAGE')),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" in ('USD', 'CAD')),
	CONSTRAINT "orders_rating_check" CHECK ("orders"."rating" is null or "orders"."rating" between 1 and 5),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."rate" >= 0 and "orders"."accessorial_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_users" integer,
	"max_trucks" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plans_interval_check" CHECK ("plans"."interval" in ('month', 'year')),
	CONSTRAINT "plans_currency_check" CHECK ("plans"."currency" in ('USD', 'CAD')),
	CONSTRAINT "plans_price_check" CHECK ("plans"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'each' NOT NULL,
	"unit_weight_lbs" numeric(10, 2),
	"units_per_pallet" integer,
	"unit_price" numeric(12, 2),
	"commodity_class" text,
	"is_hazmat" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_company_sku_unique" UNIQUE("company_id","sku")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"line_no" smallint NOT NULL,
	"product_id" uuid,
	"sku" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text DEFAULT 'each' NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"container_id" uuid,
	CONSTRAINT "purchase_order_lines_po_line_unique" UNIQUE("purchase_order_id","line_no"),
	CONSTRAINT "purchase_order_lines_quantity_check" CHECK ("purchase_order_lines"."quantity" > 0 and "purchase_order_lines"."received_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"po_number" text NOT NULL,
	"parent_id" uuid,
	"supplier_name" text NOT NULL,
	"supplier_country" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bill_of_lading" text,
	"incoterm" text DEFAULT 'FOB' NOT NULL,
	"ocean_carrier" text,
	"vessel" text,
	"voyage" text,
	"origin_port" text NOT NULL,
	"destination_port" text NOT NULL,
	"destination_warehouse_id" uuid,
	"order_date" date NOT NULL,
	"etd" timestamp with time zone,
	"eta" timestamp with time zone,
	"ata" timestamp with time zone,
	"total_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"erp_reference" text,
	"notes" text,
	"created_by" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_company_po_number_unique" UNIQUE("company_id","po_number"),
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('open', 'booked', 'in_transit', 'at_port', 'delivered', 'closed', 'cancelled')),
	CONSTRAINT "purchase_orders_currency_check" CHECK ("purchase_orders"."currency" in ('USD', 'CAD'))
);
--> statement-breakpoint
CREATE TABLE "quote_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"author" text NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_comments_author_check" CHECK ("quote_comments"."author" in ('shipper', 'carrier'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quote_id" text NOT NULL,
	"load_id" uuid NOT NULL,
	"carrier_company_id" uuid,
	"trucker_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"passcode_hash" text NOT NULL,
	"passcode_attempts" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"amount" numeric(12, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"transit_days" smallint,
	"valid_until" timestamp with time zone,
	"notes" text,
	"decline_reason" text,
	"requested_by" uuid,
	"confirmed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('requested', 'confirmed', 'approved', 'declined', 'cancelled', 'expired')),
	CONSTRAINT "quotes_currency_check" CHECK ("quotes"."currency" in ('USD', 'CAD')),
	CONSTRAINT "quotes_amount_check" CHECK ("quotes"."amount" is null or "quotes"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sales_order_id" uuid NOT NULL,
	"line_no" smallint NOT NULL,
	"product_id" uuid,
	"sku" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "sales_order_lines_so_line_unique" UNIQUE("sales_order_id","line_no"),
	CONSTRAINT "sales_order_lines_quantity_check" CHECK ("sales_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"so_number" text NOT NULL,
	"customer_address_id" uuid,
	"customer_name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"order_date" date NOT NULL,
	"requested_delivery_date" date,
	"load_id" uuid,
	"total_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"erp_reference" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_orders_company_so_number_unique" UNIQUE("company_id","so_number"),
	CONSTRAINT "sales_orders_status_check" CHECK ("sales_orders"."status" in ('draft', 'open', 'confirmed', 'shipped', 'invoiced', 'closed', 'cancelled')),
	CONSTRAINT "sales_orders_currency_check" CHECK ("sales_orders"."currency" in ('USD', 'CAD'))
);
--> statement-breakpoint
CREATE TABLE "shipment_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid,
	"load_id" uuid,
	"provider" text DEFAULT 'local' NOT NULL,
	"provider_shipment_id" text,
	"provider_transaction_id" text,
	"carrier" text NOT NULL,
	"service_level" text NOT NULL,
	"from_address" jsonb NOT NULL,
	"to_address" jsonb NOT NULL,
	"parcel" jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"rate_amount" numeric(12, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"tracking_number" text,
	"tracking_status" text DEFAULT 'unknown' NOT NULL,
	"label_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purchased_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "shipment_labels_status_check" CHECK ("shipment_labels"."status" in ('created', 'purchased', 'cancelled')),
	CONSTRAINT "shipment_labels_tracking_status_check" CHECK ("shipment_labels"."tracking_status" in ('unknown', 'pre_transit', 'transit', 'delivered', 'returned', 'failure')),
	CONSTRAINT "shipment_labels_currency_check" CHECK ("shipment_labels"."currency" in ('USD', 'CAD'))
);
--> statement-breakpoint
CREATE TABLE "tracking_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier_company_id" uuid,
	"load_id" uuid NOT NULL,
	"order_id" uuid,
	"trucker_id" uuid,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"speed_mph" smallint,
	"heading" smallint,
	"source" text DEFAULT 'app' NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tracking_points_position_check" CHECK (("tracking_points"."lat" is null and "tracking_points"."lng" is null) or ("tracking_points"."lat" between -90 and 90 and "tracking_points"."lng" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "trucker_equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"trucker_id" uuid NOT NULL,
	"equipment_type_id" uuid NOT NULL,
	CONSTRAINT "trucker_equipment_unique" UNIQUE("trucker_id","equipment_type_id")
);
--> statement-breakpoint
CREATE TABLE "truckers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text DEFAULT 'truck' NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"truck_number" text NOT NULL,
	"trailer_number" text,
	"plate_number" text,
	"plate_state" text,
	"vin" text,
	"make" text,
	"model" text,
	"year" smallint,
	"capacity_lbs" integer,
	"dot_number" text,
	"mc_number" text,
	"status" text DEFAULT 'available' NOT NULL,
	"home_city" text,
	"home_state" text,
	"country" text DEFAULT 'USA' NOT NULL,
	"last_lat" double precision,
	"last_lng" double precision,
	"last_location_name" text,
	"last_heading" smallint,
	"last_speed_mph" smallint,
	"last_location_at" timestamp with time zone,
	"rating" numeric(3, 2),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "truckers_company_truck_number_unique" UNIQUE("company_id","truck_number"),
	CONSTRAINT "truckers_kind_check" CHECK ("truckers"."kind" in ('truck', 'carrier')),
	CONSTRAINT "truckers_status_check" CHECK ("truckers"."status" in ('available', 'on_load', 'off_duty', 'maintenance', 'inactive')),
	CONSTRAINT "truckers_country_check" CHECK ("truckers"."country" in ('USA', 'CANADA')),
	CONSTRAINT "truckers_position_check" CHECK (("truckers"."last_lat" is null and "truckers"."last_lng" is null) or ("truckers"."last_lat" between -90 and 90 and "truckers"."last_lng" between -180 and 180)),
	CONSTRAINT "truckers_rating_check" CHECK ("truckers"."rating" is null or ("truckers"."rating" >= 0 and "truckers"."rating" <= 5))
);
--> statement-breakpoint
CREATE TABLE "warehouse_inventory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"pallets" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_inventory_warehouse_product_unique" UNIQUE("warehouse_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tag" text DEFAULT 'warehouse' NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"street1" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text DEFAULT 'USA' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"capacity_pallets" integer DEFAULT 0 NOT NULL,
	"available_pallets" integer DEFAULT 0 NOT NULL,
	"dock_doors" integer DEFAULT 0 NOT NULL,
	"opening_hours" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_company_code_unique" UNIQUE("company_id","code"),
	CONSTRAINT "warehouses_country_check" CHECK ("warehouses"."country" in ('USA', 'CANADA')),
	CONSTRAINT "warehouses_position_check" CHECK (("warehouses"."lat" is null and "warehouses"."lng" is null) or ("warehouses"."lat" between -90 and 90 and "warehouses"."lng" between -180 and 180)),
	CONSTRAINT "warehouses_pallets_check" CHECK ("warehouses"."available_pallets" >= 0 and "warehouses"."available_pallets" <= "warehouses"."capacity_pallets")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_type" text DEFAULT 'shipper' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_customer_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_subscription_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan_renews_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "country" text DEFAULT 'USA' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "dot_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "mc_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "defaults" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_reset_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_reset_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_partners" ADD CONSTRAINT "carrier_partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_partners" ADD CONSTRAINT "carrier_partners_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_trucker_id_truckers_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_milestones" ADD CONSTRAINT "container_milestones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_milestones" ADD CONSTRAINT "container_milestones_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_positions" ADD CONSTRAINT "container_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_positions" ADD CONSTRAINT "container_positions_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_trucker_id_truckers_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_counters" ADD CONSTRAINT "id_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_users" ADD CONSTRAINT "lane_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_users" ADD CONSTRAINT "lane_users_lane_id_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."lanes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_users" ADD CONSTRAINT "lane_users_trucker_id_truckers_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lanes" ADD CONSTRAINT "lanes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lanes" ADD CONSTRAINT "lanes_origin_address_id_addresses_id_fk" FOREIGN KEY ("origin_address_id") REFERENCES "public"."addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lanes" ADD CONSTRAINT "lanes_destination_address_id_addresses_id_fk" FOREIGN KEY ("destination_address_id") REFERENCES "public"."addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lanes" ADD CONSTRAINT "lanes_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lanes" ADD CONSTRAINT "lanes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_counters" ADD CONSTRAINT "load_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_list_versions" ADD CONSTRAINT "load_list_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stops" ADD CONSTRAINT "load_stops_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stops" ADD CONSTRAINT "load_stops_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stops" ADD CONSTRAINT "load_stops_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stops" ADD CONSTRAINT "load_stops_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_parent_id_loads_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_lane_id_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."lanes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_trucker_id_truckers_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_accessorials" ADD CONSTRAINT "order_accessorials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_accessorials" ADD CONSTRAINT "order_accessorials_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_accessorials" ADD CONSTRAINT "order_accessorials_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_trucker_id_truckers_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_detail_id_order_details_id_fk" FOREIGN KEY ("order_detail_id") REFERENCES "public"."order_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_trucker_id_truckers_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_parent_id_purchase_orders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_destination_warehouse_id_warehouses_id_fk" FOREIGN KEY ("destination_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_comments" ADD CONSTRAINT "quote_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_comments" ADD CONSTRAINT "quote_comments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_comments" ADD CONSTRAINT "quote_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_trucker_id_truckers_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_customer_address_id_addresses_id_fk" FOREIGN KEY ("customer_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_labels" ADD CONSTRAINT "shipment_labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_labels" ADD CONSTRAINT "shipment_labels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_labels" ADD CONSTRAINT "shipment_labels_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_labels" ADD CONSTRAINT "shipment_labels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_points" ADD CONSTRAINT "tracking_points_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_points" ADD CONSTRAINT "tracking_points_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_points" ADD CONSTRAINT "tracking_points_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_points" ADD CONSTRAINT "tracking_points_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_points" ADD CONSTRAINT "tracking_points_trucker_id_truckers_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucker_equipment" ADD CONSTRAINT "trucker_equipment_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucker_equipment" ADD CONSTRAINT "trucker_equipment_trucker_id_truckers_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucker_equipment" ADD CONSTRAINT "trucker_equipment_equipment_type_id_equipment_types_id_fk" FOREIGN KEY ("equipment_type_id") REFERENCES "public"."equipment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truckers" ADD CONSTRAINT "truckers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truckers" ADD CONSTRAINT "truckers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_inventory" ADD CONSTRAINT "warehouse_inventory_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_inventory" ADD CONSTRAINT "warehouse_inventory_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_inventory" ADD CONSTRAINT "warehouse_inventory_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_company_created_idx" ON "activity_logs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_entity_idx" ON "activity_logs" USING btree ("company_id","entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "addresses_company_created_idx" ON "addresses" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "addresses_company_tag_created_idx" ON "addresses" USING btree ("company_id","tag","created_at");--> statement-breakpoint
CREATE INDEX "addresses_company_name_idx" ON "addresses" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_tag_idx" ON "addresses" USING btree ("company_id","tag") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "carrier_partners_carrier_idx" ON "carrier_partners" USING btree ("carrier_company_id");--> statement-breakpoint
CREATE INDEX "chat_messages_thread_idx" ON "chat_messages" USING btree ("company_id","trucker_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_company_created_idx" ON "chat_messages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_sessions_company_idx" ON "checkout_sessions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "container_milestones_container_idx" ON "container_milestones" USING btree ("container_id","planned_at");--> statement-breakpoint
CREATE INDEX "container_positions_container_idx" ON "container_positions" USING btree ("container_id","recorded_at");--> statement-breakpoint
CREATE INDEX "containers_po_idx" ON "containers" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "containers_company_number_idx" ON "containers" USING btree ("company_id","container_number");--> statement-breakpoint
CREATE INDEX "containers_company_status_idx" ON "containers" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "email_outbox_queue_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "email_outbox_company_idx" ON "email_outbox" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "favourites_company_user_idx" ON "favourites" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "lane_users_trucker_idx" ON "lane_users" USING btree ("trucker_id");--> statement-breakpoint
CREATE INDEX "lanes_company_created_idx" ON "lanes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "lanes_company_name_idx" ON "lanes" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "lanes_origin_idx" ON "lanes" USING btree ("origin_address_id");--> statement-breakpoint
CREATE INDEX "lanes_destination_idx" ON "lanes" USING btree ("destination_address_id");--> statement-breakpoint
CREATE INDEX "load_stops_company_type_window_idx" ON "load_stops" USING btree ("company_id","type","window_start");--> statement-breakpoint
CREATE INDEX "load_stops_address_idx" ON "load_stops" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "load_stops_warehouse_idx" ON "load_stops" USING btree ("warehouse_id","window_start");--> statement-breakpoint
CREATE INDEX "loads_company_created_idx" ON "loads" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "loads_company_status_created_idx" ON "loads" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "loads_company_pickup_idx" ON "loads" USING btree ("company_id","pickup_start","id");--> statement-breakpoint
CREATE INDEX "loads_company_status_pickup_idx" ON "loads" USING btree ("company_id","status","pickup_start","id");--> statement-breakpoint
CREATE INDEX "loads_company_delivery_idx" ON "loads" USING btree ("company_id","delivery_start","id");--> statement-breakpoint
CREATE INDEX "loads_company_status_delivery_idx" ON "loads" USING btree ("company_id","status","delivery_start","id");--> statement-breakpoint
CREATE INDEX "loads_company_status_load_id_idx" ON "loads" USING btree ("company_id","status","load_id","id");--> statement-breakpoint
CREATE INDEX "loads_company_delayed_idx" ON "loads" USING btree ("company_id","created_at") WHERE "loads"."is_delayed";--> statement-breakpoint
CREATE INDEX "loads_company_at_risk_idx" ON "loads" USING btree ("company_id","created_at") WHERE "loads"."is_at_risk";--> statement-breakpoint
CREATE INDEX "loads_company_calendar_idx" ON "loads" USING btree ("company_id","calendar_pickup_date");--> statement-breakpoint
CREATE INDEX "loads_carrier_created_idx" ON "loads" USING btree ("carrier_company_id","created_at","id") WHERE "loads"."carrier_company_id" is not null;--> statement-breakpoint
CREATE INDEX "loads_carrier_status_created_idx" ON "loads" USING btree ("carrier_company_id","status","created_at","id") WHERE "loads"."carrier_company_id" is not null;--> statement-breakpoint
CREATE INDEX "loads_board_idx" ON "loads" USING btree ("created_at") WHERE "loads"."is_broadcast" and "loads"."status" in ('pending', 'quoted');--> statement-breakpoint
CREATE INDEX "loads_lane_idx" ON "loads" USING btree ("lane_id","status");--> statement-breakpoint
CREATE INDEX "loads_parent_idx" ON "loads" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "loads_trucker_idx" ON "loads" USING btree ("trucker_id","status");--> statement-breakpoint
CREATE INDEX "loads_search_trgm_idx" ON "loads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_company_idx" ON "notifications" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "order_accessorials_order_idx" ON "order_accessorials" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_details_one_live_per_order_idx" ON "order_details" USING btree ("order_id") WHERE "order_details"."status" not in ('rejected', 'cancelled');--> statement-breakpoint
CREATE INDEX "order_details_order_idx" ON "order_details" USING btree ("order_id","assigned_at");--> statement-breakpoint
CREATE INDEX "order_details_trucker_idx" ON "order_details" USING btree ("trucker_id","status");--> statement-breakpoint
CREATE INDEX "order_details_carrier_status_idx" ON "order_details" USING btree ("carrier_company_id","status");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_live_per_load_idx" ON "orders" USING btree ("load_id") WHERE "orders"."status" not in ('rejected', 'cancelled');--> statement-breakpoint
CREATE INDEX "orders_load_idx" ON "orders" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "orders_company_status_created_idx" ON "orders" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_carrier_status_created_idx" ON "orders" USING btree ("carrier_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_carrier_created_idx" ON "orders" USING btree ("carrier_company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_delayed_idx" ON "orders" USING btree ("company_id","created_at") WHERE "orders"."is_delayed";--> statement-breakpoint
CREATE INDEX "orders_company_at_risk_idx" ON "orders" USING btree ("company_id","created_at") WHERE "orders"."is_at_risk";--> statement-breakpoint
CREATE INDEX "orders_carrier_delayed_idx" ON "orders" USING btree ("carrier_company_id","created_at") WHERE "orders"."is_delayed";--> statement-breakpoint
CREATE INDEX "orders_carrier_at_risk_idx" ON "orders" USING btree ("carrier_company_id","created_at") WHERE "orders"."is_at_risk";--> statement-breakpoint
CREATE INDEX "orders_trucker_idx" ON "orders" USING btree ("trucker_id","status");--> statement-breakpoint
CREATE INDEX "orders_quote_idx" ON "orders" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "products_company_name_idx" ON "products" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_product_idx" ON "purchase_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_container_idx" ON "purchase_order_lines" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_created_idx" ON "purchase_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_status_created_idx" ON "purchase_orders" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_eta_idx" ON "purchase_orders" USING btree ("company_id","eta");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_bol_idx" ON "purchase_orders" USING btree ("company_id","bill_of_lading");--> statement-breakpoint
CREATE INDEX "purchase_orders_parent_idx" ON "purchase_orders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "quote_comments_quote_idx" ON "quote_comments" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_load_idx" ON "quotes" USING btree ("load_id","status");--> statement-breakpoint
CREATE INDEX "quotes_company_status_created_idx" ON "quotes" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "quotes_company_created_idx" ON "quotes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_carrier_status_created_idx" ON "quotes" USING btree ("carrier_company_id","status","created_at") WHERE "quotes"."carrier_company_id" is not null;--> statement-breakpoint
CREATE INDEX "quotes_trucker_idx" ON "quotes" USING btree ("trucker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_approved_per_load_idx" ON "quotes" USING btree ("load_id") WHERE "quotes"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "sales_order_lines_product_idx" ON "sales_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sales_orders_company_created_idx" ON "sales_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_orders_company_status_created_idx" ON "sales_orders" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "sales_orders_company_delivery_idx" ON "sales_orders" USING btree ("company_id","requested_delivery_date");--> statement-breakpoint
CREATE INDEX "sales_orders_load_idx" ON "sales_orders" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "shipment_labels_company_created_idx" ON "shipment_labels" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "shipment_labels_order_idx" ON "shipment_labels" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipment_labels_tracking_idx" ON "shipment_labels" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "tracking_points_load_idx" ON "tracking_points" USING btree ("load_id","recorded_at");--> statement-breakpoint
CREATE INDEX "tracking_points_trucker_idx" ON "tracking_points" USING btree ("trucker_id","recorded_at");--> statement-breakpoint
CREATE INDEX "trucker_equipment_type_idx" ON "trucker_equipment" USING btree ("equipment_type_id","trucker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "truckers_user_idx" ON "truckers" USING btree ("user_id") WHERE "truckers"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "truckers_company_kind_created_idx" ON "truckers" USING btree ("company_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "truckers_company_status_idx" ON "truckers" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "truckers_company_name_idx" ON "truckers" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "truckers_company_rating_idx" ON "truckers" USING btree ("company_id","rating");--> statement-breakpoint
CREATE INDEX "truckers_position_idx" ON "truckers" USING btree ("last_lat","last_lng");--> statement-breakpoint
CREATE INDEX "warehouse_inventory_product_idx" ON "warehouse_inventory" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "warehouses_company_created_idx" ON "warehouses" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "warehouses_company_tag_idx" ON "warehouses" USING btree ("company_id","tag","name");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_verification_token_idx" ON "users" USING btree ("email_verification_token_hash") WHERE "users"."email_verification_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_password_reset_token_idx" ON "users" USING btree ("password_reset_token_hash") WHERE "users"."password_reset_token_hash" is not null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_type_check" CHECK ("companies"."company_type" in ('shipper', 'carrier', 'both'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_billing_state_check" CHECK ("companies"."billing_state" in ('unpaid', 'trialing', 'active', 'past_due', 'cancelled'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_check" CHECK ("companies"."country" in ('USA', 'CANADA'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('sp', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_onboarding_stage_check" CHECK ("users"."onboarding_stage" in ('registered', 'email_verified', 'company', 'payment', 'completed'));