CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" text NOT NULL,
	"mediator_id" integer NOT NULL,
	"email" text NOT NULL,
	"side" text,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" text NOT NULL,
	"side" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"party_session_id" uuid,
	"token_delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "party_sessions" ADD COLUMN "cookie_hash" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "family_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "request_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Answers stored before one-answer-per-request keep distinct positions, so the unique index can be built.
UPDATE "surveys" SET "request_seq" = -"id";--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invites_mediator_created_idx" ON "invites" USING btree ("mediator_id","created_at");--> statement-breakpoint
CREATE INDEX "join_requests_case_status_idx" ON "join_requests" USING btree ("case_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_case_user_request_unique" ON "surveys" USING btree ("case_id","user_id","request_seq");--> statement-breakpoint
ALTER TABLE "party_sessions" ADD CONSTRAINT "party_sessions_cookie_hash_unique" UNIQUE("cookie_hash");