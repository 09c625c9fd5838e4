-- Dropped first: a working copy may have applied an earlier draft of these two indexes (without the status).
DROP INDEX IF EXISTS "loads_company_origin_state_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "loads_company_destination_state_idx";--> statement-breakpoint
CREATE INDEX "loads_company_origin_state_idx" ON "loads" USING btree ("company_id","origin_state","status");--> statement-breakpoint
CREATE INDEX "loads_company_destination_state_idx" ON "loads" USING btree ("company_id","destination_state","status");
