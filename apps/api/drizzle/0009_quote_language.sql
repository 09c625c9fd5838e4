ALTER TABLE "quotes" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_language_check" CHECK ("quotes"."language" in ('sp', 'en', 'fr'));--> statement-breakpoint
-- Data step: a quote sent before this column keeps the language its e-mails went out in, the recipient's own when
-- the recipient is a platform user (the account behind the address, else the owner-operator's login); a bare address
-- keeps the default 'en' (the language chosen for it then was not stored).
UPDATE "quotes" AS q
SET "language" = coalesce(
  (SELECT u."language" FROM "users" u WHERE u."email" = lower(q."recipient_email")),
  (SELECT u."language" FROM "truckers" t JOIN "users" u ON u."id" = t."user_id" WHERE t."id" = q."trucker_id"),
  q."language"
);
