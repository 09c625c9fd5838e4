ALTER TABLE "loads" ADD COLUMN "origin_lat" double precision;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "origin_lng" double precision;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "destination_lat" double precision;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "destination_lng" double precision;--> statement-breakpoint
CREATE INDEX "loads_board_origin_idx" ON "loads" USING btree ("origin_lat","origin_lng","pickup_start","equipment_type_id","weight") WHERE "loads"."is_broadcast" and "loads"."status" in ('pending', 'quoted');--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_origin_position_check" CHECK (("loads"."origin_lat" is null and "loads"."origin_lng" is null) or ("loads"."origin_lat" between -90 and 90 and "loads"."origin_lng" between -180 and 180));--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_destination_position_check" CHECK (("loads"."destination_lat" is null and "loads"."destination_lng" is null) or ("loads"."destination_lat" between -90 and 90 and "loads"."destination_lng" between -180 and 180));--> statement-breakpoint
-- Existing loads take the position of their first stop (origin) and last stop (destination).
UPDATE "loads" l SET
  "origin_lat" = o."lat", "origin_lng" = o."lng", "destination_lat" = d."lat", "destination_lng" = d."lng"
FROM
  (SELECT DISTINCT ON ("load_id") "load_id", "lat", "lng" FROM "load_stops" ORDER BY "load_id", "seq") o,
  (SELECT DISTINCT ON ("load_id") "load_id", "lat", "lng" FROM "load_stops" ORDER BY "load_id", "seq" DESC) d
WHERE o."load_id" = l."id" AND d."load_id" = l."id";
