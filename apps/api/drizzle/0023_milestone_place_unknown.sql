ALTER TABLE "container_milestones" ALTER COLUMN "location_name" DROP NOT NULL;--> statement-breakpoint
-- Vizion's milestones without a place were stored with the English 'Unknown'; they have no name now.
UPDATE "container_milestones" SET "location_name" = NULL WHERE "location_name" = 'Unknown' AND "external_id" LIKE 'vz:%';
