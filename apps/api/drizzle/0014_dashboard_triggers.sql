-- Custom SQL migration file, put your code below! --
-- Issue 14: the dashboard's and the reports' figures, kept exact by the database (docs/modules/dashboard.md).
--
-- 1. order_counters: exact order counts per company, side and status, kept by statement-level triggers on orders
--    (the same shape as load_counters in 0003): the dashboard's counts and order-list's totals.
CREATE OR REPLACE FUNCTION order_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counters (company_id, side, status, count)
    SELECT company_id, side, status, sum(delta)::int FROM (
      SELECT company_id, 'shipper' AS side, status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT carrier_company_id, 'carrier', status, 1 FROM new_rows
    ) d
    GROUP BY 1, 2, 3
    ON CONFLICT (company_id, side, status) DO UPDATE SET count = order_counters.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE order_counters c SET count = c.count - d.n
    FROM (
      SELECT company_id, side, status, count(*)::int AS n FROM (
        SELECT company_id, 'shipper' AS side, status FROM old_rows
        UNION ALL
        SELECT carrier_company_id, 'carrier', status FROM old_rows
      ) x
      GROUP BY 1, 2, 3
    ) d
    WHERE c.company_id = d.company_id AND c.side = d.side AND c.status = d.status;
  ELSE
    WITH d AS (
      SELECT company_id, side, status, sum(delta)::int AS delta FROM (
        SELECT company_id, 'shipper' AS side, status, 1 AS delta FROM new_rows
        UNION ALL
        SELECT carrier_company_id, 'carrier', status, 1 FROM new_rows
        UNION ALL
        SELECT company_id, 'shipper', status, -1 FROM old_rows
        UNION ALL
        SELECT carrier_company_id, 'carrier', status, -1 FROM old_rows
      ) x
      GROUP BY 1, 2, 3
      HAVING sum(delta) <> 0
    ), decrements AS (
      UPDATE order_counters c SET count = c.count + d.delta
      FROM d
      WHERE d.delta < 0 AND c.company_id = d.company_id AND c.side = d.side AND c.status = d.status
    )
    INSERT INTO order_counters (company_id, side, status, count)
    SELECT company_id, side, status, delta FROM d WHERE delta > 0
    ON CONFLICT (company_id, side, status) DO UPDATE SET count = order_counters.count + excluded.count;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_counters_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counters_apply();
--> statement-breakpoint
CREATE TRIGGER orders_counters_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counters_apply();
--> statement-breakpoint
CREATE TRIGGER orders_counters_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counters_apply();
--> statement-breakpoint
INSERT INTO order_counters (company_id, side, status, count)
SELECT company_id, side, status, count(*)::int FROM (
  SELECT company_id, 'shipper' AS side, status FROM orders
  UNION ALL
  SELECT carrier_company_id, 'carrier', status FROM orders
) x
GROUP BY 1, 2, 3
ON CONFLICT (company_id, side, status) DO NOTHING;
--> statement-breakpoint
-- 2. Emission factors (GLEC Framework / ISO 14083, fuel-based, well to wheel). kg CO2e per vehicle-km empty and
--    fully laden = litres of diesel per km x 3.24 kg CO2e per litre (diesel, well to wheel, EN 16258 as used by the
--    GLEC Framework). Fuel use and empty running: docs/modules/dashboard.md, "CO2e", lists each row's basis.
INSERT INTO emission_factors (equipment_key, empty_kg_per_km, full_kg_per_km, max_payload_kg, empty_running_share, source) VALUES
  ('dry_van',           0.875, 1.328, 20412, 0.170, 'Class 8 tractor + 53 ft van: 0.27 l/km empty, 0.41 l/km at 80,000 lb GVW; diesel WTW 3.24 kg CO2e/l'),
  ('reefer',            0.963, 1.458, 19731, 0.170, 'As dry_van plus ~10% for the refrigeration unit'),
  ('flatbed',           0.860, 1.328, 21772, 0.170, 'Class 8 tractor + 48 ft flatbed (lighter trailer, less aerodynamic when laden)'),
  ('step_deck',         0.875, 1.345, 20865, 0.170, 'Class 8 tractor + 48 ft step deck'),
  ('conestoga',         0.890, 1.345, 19958, 0.170, 'Class 8 tractor + conestoga (tarp system adds tare)'),
  ('lowboy',            0.955, 1.555, 18144, 0.250, 'Class 8 tractor + RGN; heavy haul runs back empty more often'),
  ('power_only',        0.875, 1.328, 20412, 0.170, 'As dry_van (the shipper''s trailer)'),
  ('box_truck',         0.551, 0.778, 4536,  0.200, 'Class 6 straight truck: 0.17 l/km empty, 0.24 l/km laden'),
  ('hotshot',           0.518, 0.713, 7484,  0.200, 'Class 3-5 pickup + gooseneck: 0.16 l/km empty, 0.22 l/km laden'),
  ('tanker',            0.905, 1.360, 20412, 0.300, 'Class 8 tractor + tank; tankers return empty (no backhaul)'),
  ('container_chassis', 0.875, 1.328, 19958, 0.400, 'Class 8 tractor + chassis; drayage returns the empty box')
ON CONFLICT (equipment_key) DO NOTHING;
--> statement-breakpoint
-- 3. shipment_facts: one row per delivered shipment, written only here. `shipment_facts_refresh(ids)` makes the rows of
--    the given loads agree with loads, orders and the factors (insert, update, or delete when no longer delivered).
--    CO2e: km x (empty + (full - empty) x load factor) x (1 + empty running share) for a truck of its own (FTL,
--    DRAYAGE, INTERMODAL, PARTIAL); LTL shares a truck loaded to 60% and carries its weight's part of it.
CREATE OR REPLACE FUNCTION shipment_facts_refresh(load_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF load_ids IS NULL OR cardinality(load_ids) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM shipment_facts f
  WHERE f.load_id = ANY (load_ids)
    AND NOT EXISTS (
      SELECT 1 FROM loads l
      WHERE l.id = f.load_id AND l.status IN ('delivered', 'invoiced', 'paid') AND l.delivered_at IS NOT NULL
    );
  INSERT INTO shipment_facts (
    load_id, company_id, carrier_company_id, order_id, trucker_id, lane_id, equipment_key, mode,
    origin_city, origin_state, origin_lat, origin_lng, destination_city, destination_state, destination_lat, destination_lng,
    delivered_at, delivered_on, miles, weight_kg, currency, rate, accessorials,
    pickup_on_time, delivery_on_time, pickup_delay_minutes, delivery_delay_minutes, co2e_kg, rating
  )
  SELECT
    l.id, l.company_id, coalesce(o.carrier_company_id, l.carrier_company_id), o.id, coalesce(o.trucker_id, l.trucker_id),
    l.lane_id, e.key, l.mode,
    l.origin_city, l.origin_state, l.origin_lat, l.origin_lng,
    l.destination_city, l.destination_state, l.destination_lat, l.destination_lng,
    l.delivered_at, (l.delivered_at AT TIME ZONE 'UTC')::date, m.miles, m.kg,
    coalesce(o.currency, l.currency), coalesce(o.rate, l.rate, 0), coalesce(o.accessorial_total, 0),
    coalesce(l.picked_up_at, o.picked_up_at, l.pickup_end) <= l.pickup_end,
    l.delivered_at <= l.delivery_end,
    greatest(0, ceil(extract(epoch FROM coalesce(l.picked_up_at, o.picked_up_at, l.pickup_end) - l.pickup_end) / 60))::int,
    greatest(0, ceil(extract(epoch FROM l.delivered_at - l.delivery_end) / 60))::int,
    round((
      coalesce(m.miles, 0) * 1.609344
      * (f.empty_kg_per_km + (f.full_kg_per_km - f.empty_kg_per_km)
          * CASE WHEN l.mode = 'LTL' THEN 0.6 ELSE least(1, m.kg / f.max_payload_kg) END)
      * (1 + f.empty_running_share)
      * CASE WHEN l.mode = 'LTL' THEN least(1, m.kg / (0.6 * f.max_payload_kg)) ELSE 1 END
    )::numeric, 2),
    o.rating
  FROM loads l
  LEFT JOIN orders o ON o.load_id = l.id AND o.status NOT IN ('rejected', 'cancelled')
  LEFT JOIN equipment_types e ON e.id = l.equipment_type_id
  JOIN emission_factors f ON f.equipment_key = coalesce(
    (SELECT ef.equipment_key FROM emission_factors ef WHERE ef.equipment_key = e.key), 'dry_van')
  CROSS JOIN LATERAL (
    SELECT
      CASE WHEN l.weight_unit = 'kg' THEN l.weight ELSE round((l.weight * 0.45359237)::numeric, 1) END AS kg,
      coalesce(
        l.distance_miles,
        CASE WHEN l.origin_lat IS NOT NULL AND l.destination_lat IS NOT NULL THEN round((1.2 * 3958.8 * 2 * asin(sqrt(
          power(sin(radians(l.destination_lat - l.origin_lat) / 2), 2)
          + cos(radians(l.origin_lat)) * cos(radians(l.destination_lat)) * power(sin(radians(l.destination_lng - l.origin_lng) / 2), 2)
        )))::numeric, 1) END
      ) AS miles
  ) m
  WHERE l.id = ANY (load_ids) AND l.status IN ('delivered', 'invoiced', 'paid') AND l.delivered_at IS NOT NULL
  ON CONFLICT (load_id) DO UPDATE SET
    company_id = excluded.company_id, carrier_company_id = excluded.carrier_company_id, order_id = excluded.order_id,
    trucker_id = excluded.trucker_id, lane_id = excluded.lane_id, equipment_key = excluded.equipment_key, mode = excluded.mode,
    origin_city = excluded.origin_city, origin_state = excluded.origin_state, origin_lat = excluded.origin_lat,
    origin_lng = excluded.origin_lng, destination_city = excluded.destination_city, destination_state = excluded.destination_state,
    destination_lat = excluded.destination_lat, destination_lng = excluded.destination_lng, delivered_at = excluded.delivered_at,
    delivered_on = excluded.delivered_on, miles = excluded.miles, weight_kg = excluded.weight_kg, currency = excluded.currency,
    rate = excluded.rate, accessorials = excluded.accessorials, pickup_on_time = excluded.pickup_on_time,
    delivery_on_time = excluded.delivery_on_time, pickup_delay_minutes = excluded.pickup_delay_minutes,
    delivery_delay_minutes = excluded.delivery_delay_minutes, co2e_kg = excluded.co2e_kg, rating = excluded.rating;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shipment_facts_from_loads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shipment_facts_refresh(ARRAY(SELECT id FROM new_rows WHERE status IN ('delivered', 'invoiced', 'paid')));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shipment_facts_from_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shipment_facts_refresh(ARRAY(SELECT DISTINCT load_id FROM new_rows WHERE status IN ('delivered', 'invoiced', 'paid', 'rejected', 'cancelled')));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shipment_facts_from_factors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shipment_facts_refresh(ARRAY(SELECT load_id FROM shipment_facts));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER loads_shipment_facts_insert AFTER INSERT ON loads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_facts_from_loads();
--> statement-breakpoint
CREATE TRIGGER loads_shipment_facts_update AFTER UPDATE ON loads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_facts_from_loads();
--> statement-breakpoint
CREATE TRIGGER orders_shipment_facts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_facts_from_orders();
--> statement-breakpoint
CREATE TRIGGER orders_shipment_facts_update AFTER UPDATE ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_facts_from_orders();
--> statement-breakpoint
CREATE TRIGGER emission_factors_shipment_facts AFTER INSERT OR UPDATE ON emission_factors
  FOR EACH STATEMENT EXECUTE FUNCTION shipment_facts_from_factors();
--> statement-breakpoint
-- Shipments delivered before this migration.
SELECT shipment_facts_refresh(ARRAY(SELECT id FROM loads WHERE status IN ('delivered', 'invoiced', 'paid')));
