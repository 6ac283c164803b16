ALTER TABLE "participants" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "join_requests_case_email_idx" ON "join_requests" USING btree ("case_id",lower("email"));
