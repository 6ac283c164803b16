CREATE TABLE "party_session_old_cookies" (
	"cookie_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "party_session_old_cookies" ADD CONSTRAINT "party_session_old_cookies_session_id_party_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."party_sessions"("id") ON DELETE cascade ON UPDATE no action;
