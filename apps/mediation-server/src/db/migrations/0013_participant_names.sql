-- A person may join each case under the name it types there, and a returning e-mail may type another name
-- than its account holds: the case shows the name of the participant row, so the row keeps its two parts too
-- (the party's own page shows them back). Rows made before this take their account's names.
ALTER TABLE "participants" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "participants" SET "first_name" = "users"."first_name", "last_name" = "users"."last_name"
  FROM "users" WHERE "users"."id" = "participants"."user_id";
