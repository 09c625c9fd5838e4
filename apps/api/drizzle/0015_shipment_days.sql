CREATE TABLE "shipment_days" (
	"company_id" uuid NOT NULL,
	"carrier_company_id" uuid,
	"lane_id" uuid,
	"delivered_on" date NOT NULL,
	"currency" text NOT NULL,
	"loads" integer NOT NULL,
	"miles" numeric NOT NULL,
	"pickups_on_time" integer NOT NULL,
	"deliveries_on_time" integer NOT NULL,
	"delivery_delay_minutes" bigint NOT NULL,
	"co2e_kg" numeric NOT NULL,
	"kg_miles" numeric NOT NULL,
	"rate" numeric NOT NULL,
	"accessorials" numeric NOT NULL,
	"amount_with_miles" numeric NOT NULL,
	CONSTRAINT "shipment_days_key" UNIQUE NULLS NOT DISTINCT("company_id","delivered_on","carrier_company_id","lane_id","currency")
);
--> statement-breakpoint
CREATE INDEX "shipment_days_carrier_day_idx" ON "shipment_days" USING btree ("carrier_company_id","delivered_on") WHERE "shipment_days"."carrier_company_id" is not null;--> statement-breakpoint
-- Issue 14, helper reports-api (docs/modules/dashboard.md, "CO2e" and "Performance").
-- 1. The reefer's factors: GLEC's uplift for temperature-controlled road freight is +12% over the same truck
--    unrefrigerated (0014 had ~10%, unsourced). The facts follow by their trigger on emission_factors.
UPDATE emission_factors SET
  empty_kg_per_km = 0.980,
  full_kg_per_km = 1.487,
  source = 'As dry_van plus 12% for the refrigeration unit (GLEC Framework: temperature-controlled uplift); diesel WTW 3.24 kg CO2e/l (EN 16258)'
WHERE equipment_key = 'reefer';
--> statement-breakpoint
-- 2. shipment_days: the facts summed per (shipper, day, carrier, lane, currency), kept by statement-level triggers on
--    shipment_facts. Each statement adds its difference: its new rows counted +1, its old rows -1, grouped; a group
--    whose loads fall to 0 is deleted.
CREATE OR REPLACE FUNCTION shipment_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS s, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, * FROM old_rows'
    ELSE 'SELECT 1 AS s, * FROM new_rows UNION ALL SELECT -1 AS s, * FROM old_rows'
  END;
BEGIN
  EXECUTE format($sql$
    WITH d AS (
      SELECT company_id, delivered_on, carrier_company_id, lane_id, currency,
             sum(s)::int AS loads,
             coalesce(sum(s * miles), 0) AS miles,
             (sum(s) FILTER (WHERE pickup_on_time))::int AS pickups_on_time,
             (sum(s) FILTER (WHERE delivery_on_time))::int AS deliveries_on_time,
             sum(s * delivery_delay_minutes)::bigint AS delivery_delay_minutes,
             sum(s * co2e_kg) AS co2e_kg,
             coalesce(sum(s * weight_kg * miles) FILTER (WHERE miles > 0), 0) AS kg_miles,
             sum(s * rate) AS rate,
             sum(s * accessorials) AS accessorials,
             coalesce(sum(s * (rate + accessorials)) FILTER (WHERE miles > 0), 0) AS amount_with_miles
      FROM (%s) x
      GROUP BY 1, 2, 3, 4, 5
    )
      INSERT INTO shipment_days AS t (company_id, delivered_on, carrier_company_id, lane_id, currency, loads, miles, pickups_on_time,
                                      deliveries_on_time, delivery_delay_minutes, co2e_kg, kg_miles, rate, accessorials, amount_with_miles)
      SELECT company_id, delivered_on, carrier_company_id, lane_id, currency, loads, miles, coalesce(pickups_on_time, 0),
             coalesce(deliveries_on_time, 0), delivery_delay_minutes, co2e_kg, kg_miles, rate, accessorials, amount_with_miles
      FROM d
      ON CONFLICT ON CONSTRAINT shipment_days_key DO UPDATE SET
        loads = t.loads + excluded.loads,
        miles = t.miles + excluded.miles,
        pickups_on_time = t.pickups_on_time + excluded.pickups_on_time,
        deliveries_on_time = t.deliveries_on_time + excluded.deliveries_on_time,
        delivery_delay_minutes = t.delivery_delay_minutes + excluded.delivery_delay_minutes,
        co2e_kg = t.co2e_kg + excluded.co2e_kg,
        kg_miles = t.kg_miles + excluded.kg_miles,
        rate = t.rate + excluded.rate,
        accessorials = t.accessorials + excluded.accessorials,
        amount_with_miles = t.amount_with_miles + excluded.amount_with_miles
  $sql$, source);
  -- Then the groups whose shipments all left (a second statement: it sees the first one's rows).
  EXECUTE format($sql$
    DELETE FROM shipment_days t
    USING (SELECT DISTINCT company_id, delivered_on, carrier_company_id, lane_id, currency FROM (%s) x) k
    WHERE t.loads = 0 AND t.company_id = k.company_id AND t.delivered_on = k.delivered_on
      AND t.carrier_company_id IS NOT DISTINCT FROM k.carrier_company_id AND t.lane_id IS NOT DISTINCT FROM k.lane_id
      AND t.currency = k.currency
  $sql$, source);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shipment_facts_days_insert AFTER INSERT ON shipment_facts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_days_apply();
--> statement-breakpoint
CREATE TRIGGER shipment_facts_days_update AFTER UPDATE ON shipment_facts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_days_apply();
--> statement-breakpoint
CREATE TRIGGER shipment_facts_days_delete AFTER DELETE ON shipment_facts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_days_apply();
--> statement-breakpoint
-- The shipments delivered before this migration.
INSERT INTO shipment_days (company_id, delivered_on, carrier_company_id, lane_id, currency, loads, miles, pickups_on_time,
                           deliveries_on_time, delivery_delay_minutes, co2e_kg, kg_miles, rate, accessorials, amount_with_miles)
SELECT company_id, delivered_on, carrier_company_id, lane_id, currency, count(*)::int, coalesce(sum(miles), 0),
       count(*) FILTER (WHERE pickup_on_time), count(*) FILTER (WHERE delivery_on_time), sum(delivery_delay_minutes),
       sum(co2e_kg), coalesce(sum(weight_kg * miles) FILTER (WHERE miles > 0), 0), sum(rate), sum(accessorials),
       coalesce(sum(rate + accessorials) FILTER (WHERE miles > 0), 0)
FROM shipment_facts
GROUP BY 1, 2, 3, 4, 5;
