-- CO2e: the empty kilometres run empty (GLEC Framework v3 / ISO 14083: the empty running of a transport operation
-- category is charged at the empty vehicle's consumption). 0014 charged them at the laden consumption
-- (km x (empty + (full - empty) x LF) x (1 + ERS)); now
--   kg CO2e = km x ((empty + (full - empty) x LF) + ERS x empty)                         FTL, PARTIAL, DRAYAGE, INTERMODAL
--   kg CO2e = km x ((empty + (full - empty) x 0.6) + ERS x empty) x min(1, kg / (0.6 x payload))   LTL
-- The whole function of 0014 with that one term changed, then every fact recomputed (shipment_days follows by its
-- triggers, migration 0015). docs/modules/dashboard.md, "CO2e".
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
          * CASE WHEN l.mode = 'LTL' THEN 0.6 ELSE least(1, m.kg / f.max_payload_kg) END
         + f.empty_running_share * f.empty_kg_per_km)
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
SELECT shipment_facts_refresh(ARRAY(SELECT load_id FROM shipment_facts));
