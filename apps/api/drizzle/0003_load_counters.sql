-- Custom SQL migration file, put your code below! --
-- Exact load counts per company, side and status (table load_counters, in 0002), kept by statement-level triggers
-- on loads: one aggregated write per statement (a bulk insert of 10,000 loads is one update per group). The load
-- list's `total` reads these rows instead of counting index entries. The same triggers bump the version of every
-- company whose loads a statement touched (load_list_versions: the list's cached page anchors go stale with it).
-- Decrements and bumps for old rows only update existing rows, so a cascade from a deleted company never
-- re-inserts a row for it.
CREATE OR REPLACE FUNCTION load_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO load_counters (company_id, side, status, count)
    SELECT company_id, side, status, sum(delta)::int FROM (
      SELECT company_id, 'shipper' AS side, status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT carrier_company_id, 'carrier', status, 1 FROM new_rows WHERE carrier_company_id IS NOT NULL
    ) d
    GROUP BY 1, 2, 3
    ON CONFLICT (company_id, side, status) DO UPDATE SET count = load_counters.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE load_counters c SET count = c.count - d.n
    FROM (
      SELECT company_id, side, status, count(*)::int AS n FROM (
        SELECT company_id, 'shipper' AS side, status FROM old_rows
        UNION ALL
        SELECT carrier_company_id, 'carrier', status FROM old_rows WHERE carrier_company_id IS NOT NULL
      ) x
      GROUP BY 1, 2, 3
    ) d
    WHERE c.company_id = d.company_id AND c.side = d.side AND c.status = d.status;
  ELSE
    WITH d AS (
      SELECT company_id, side, status, sum(delta)::int AS delta FROM (
        SELECT company_id, 'shipper' AS side, status, 1 AS delta FROM new_rows
        UNION ALL
        SELECT carrier_company_id, 'carrier', status, 1 FROM new_rows WHERE carrier_company_id IS NOT NULL
        UNION ALL
        SELECT company_id, 'shipper', status, -1 FROM old_rows
        UNION ALL
        SELECT carrier_company_id, 'carrier', status, -1 FROM old_rows WHERE carrier_company_id IS NOT NULL
      ) x
      GROUP BY 1, 2, 3
      HAVING sum(delta) <> 0
    ), decrements AS (
      UPDATE load_counters c SET count = c.count + d.delta
      FROM d
      WHERE d.delta < 0 AND c.company_id = d.company_id AND c.side = d.side AND c.status = d.status
    )
    INSERT INTO load_counters (company_id, side, status, count)
    SELECT company_id, side, status, delta FROM d WHERE delta > 0
    ON CONFLICT (company_id, side, status) DO UPDATE SET count = load_counters.count + excluded.count;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO load_list_versions (company_id, version)
    SELECT company_id, 1 FROM (
      SELECT company_id FROM new_rows
      UNION
      SELECT carrier_company_id FROM new_rows WHERE carrier_company_id IS NOT NULL
    ) touched
    ON CONFLICT (company_id) DO UPDATE SET version = load_list_versions.version + 1;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE load_list_versions v SET version = v.version + 1
    WHERE v.company_id IN (
      SELECT company_id FROM old_rows
      UNION
      SELECT carrier_company_id FROM old_rows WHERE carrier_company_id IS NOT NULL
    );
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER loads_counters_insert AFTER INSERT ON loads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION load_counters_apply();
--> statement-breakpoint
CREATE TRIGGER loads_counters_update AFTER UPDATE ON loads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION load_counters_apply();
--> statement-breakpoint
CREATE TRIGGER loads_counters_delete AFTER DELETE ON loads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION load_counters_apply();
--> statement-breakpoint
-- Loads that exist already (a database migrated before this file).
INSERT INTO load_counters (company_id, side, status, count)
SELECT company_id, side, status, count(*)::int FROM (
  SELECT company_id, 'shipper' AS side, status FROM loads
  UNION ALL
  SELECT carrier_company_id, 'carrier', status FROM loads WHERE carrier_company_id IS NOT NULL
) x
GROUP BY 1, 2, 3
ON CONFLICT (company_id, side, status) DO NOTHING;
