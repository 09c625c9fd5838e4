-- 1. A picked-up load has its pickup time and a delivered load its delivery time, whatever moved it there. The
--    driver's steps (driver page, dispatcher, proof of delivery) wrote the times on the order only, so a delivered load
--    had no delivered_at and shipment_facts (migration 0014), hence the reports, left it out while the dashboard's
--    order counts had it. The load takes its live order's time, else (delivered only) the moment it is recorded.
--    docs/DATA-MODEL.md, "loads".
CREATE OR REPLACE FUNCTION loads_stamp_times() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  order_picked_up_at timestamptz;
  order_delivered_at timestamptz;
BEGIN
  SELECT o.picked_up_at, o.delivered_at INTO order_picked_up_at, order_delivered_at
  FROM orders o
  WHERE o.load_id = NEW.id AND o.status NOT IN ('rejected', 'cancelled')
  ORDER BY o.created_at DESC
  LIMIT 1;
  IF NEW.picked_up_at IS NULL AND NEW.status IN ('in_transit', 'delivered', 'invoiced', 'paid') THEN
    NEW.picked_up_at := order_picked_up_at;
  END IF;
  IF NEW.delivered_at IS NULL AND NEW.status IN ('delivered', 'invoiced', 'paid') THEN
    NEW.delivered_at := coalesce(order_delivered_at, now());
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER loads_stamp_times BEFORE INSERT OR UPDATE ON loads FOR EACH ROW
  WHEN ((NEW.status IN ('in_transit', 'delivered', 'invoiced', 'paid') AND NEW.picked_up_at IS NULL)
     OR (NEW.status IN ('delivered', 'invoiced', 'paid') AND NEW.delivered_at IS NULL))
  EXECUTE FUNCTION loads_stamp_times();
--> statement-breakpoint
-- The loads already moved without their times (their facts follow by the triggers of 0014).
UPDATE loads SET status = status
WHERE (status IN ('in_transit', 'delivered', 'invoiced', 'paid') AND picked_up_at IS NULL)
   OR (status IN ('delivered', 'invoiced', 'paid') AND delivered_at IS NULL);
--> statement-breakpoint
-- 2. A stop at the address of one of the load owner's warehouses is that warehouse's stop (load_stops.warehouse_id),
--    however the load was written (the form's address book or typed address, bulk upload, sales orders): the
--    delivery schedule filters and names stops by it. Same street, city, state, postal code and country, ignoring
--    case and spacing.
CREATE OR REPLACE FUNCTION place_key(street1 text, city text, state text, postal_code text, country text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(btrim(street1), '\s+', ' ', 'g')) || '|' || lower(btrim(city)) || '|' || upper(btrim(state))
         || '|' || upper(replace(postal_code, ' ', '')) || '|' || coalesce(country, 'USA')
$$;
--> statement-breakpoint
-- link_stops_to_warehouses(ids): the given stops without a warehouse, at one of their load owner's warehouses, get it.
CREATE OR REPLACE FUNCTION link_stops_to_warehouses(stop_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE load_stops s SET warehouse_id = m.warehouse_id
  FROM (
    SELECT DISTINCT ON (x.id) x.id, w.id AS warehouse_id
    FROM load_stops x
    JOIN warehouses w ON w.company_id = x.company_id
      AND place_key(w.street1, w.city, w.state, w.postal_code, w.country) = place_key(x.street1, x.city, x.state, x.postal_code, x.country)
    WHERE x.id = ANY (stop_ids) AND x.warehouse_id IS NULL
    ORDER BY x.id, w.created_at, w.id
  ) m
  WHERE s.id = m.id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION load_stops_link_warehouses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM link_stops_to_warehouses(ARRAY(SELECT id FROM new_rows WHERE warehouse_id IS NULL));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER load_stops_link_warehouses AFTER INSERT ON load_stops
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION load_stops_link_warehouses();
--> statement-breakpoint
-- The stops written before.
SELECT link_stops_to_warehouses(ARRAY(SELECT id FROM load_stops WHERE warehouse_id IS NULL));
