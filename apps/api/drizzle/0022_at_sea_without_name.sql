-- A position between ports has no place name (null): the screens say "At sea" in the reader's language. Databases
-- made before that stored the English words; they become null too, so no screen has to know the old text.
UPDATE "containers" SET "last_location_name" = NULL WHERE "last_location_name" = 'At sea';--> statement-breakpoint
UPDATE "container_positions" SET "location_name" = NULL WHERE "location_name" = 'At sea';
