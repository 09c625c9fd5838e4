-- An accessorial's `amount` is one unit's price and the charge costs quantity × amount (rounded to the cent). Orders
-- stored before summed the amounts once, whatever the quantity, so their totals are made again from their approved
-- charges. The demo world wrote its detention as the line's price (75 per hour already multiplied): those rows
-- become 75 per hour, so they do not count the hours twice.
UPDATE "order_accessorials" SET "amount" = round("amount" / "quantity", 2)
WHERE "code" = 'detention' AND "quantity" > 1 AND "description" LIKE '% h detention at the receiver' AND "amount" = 75 * "quantity";--> statement-breakpoint
UPDATE "orders" o SET "accessorial_total" = coalesce(
  (SELECT sum(round(a."quantity" * a."amount", 2)) FROM "order_accessorials" a WHERE a."order_id" = o."id" AND a."status" = 'approved'),
  0)
WHERE o."accessorial_total" IS DISTINCT FROM coalesce(
  (SELECT sum(round(a."quantity" * a."amount", 2)) FROM "order_accessorials" a WHERE a."order_id" = o."id" AND a."status" = 'approved'),
  0);
