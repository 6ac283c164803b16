-- Calls in a case's groups and who is in each: shared by every server process through the database, with
-- one call per group and one call per person held by unique constraints.
CREATE TABLE "call_members" (
	"call_id" uuid NOT NULL,
	"case_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"side" text NOT NULL,
	"mic" boolean DEFAULT true NOT NULL,
	"camera" boolean DEFAULT true NOT NULL,
	"screen" boolean DEFAULT false NOT NULL,
	"socket_id" text NOT NULL,
	"session_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gone_at" timestamp with time zone,
	CONSTRAINT "call_members_call_id_user_id_pk" PRIMARY KEY("call_id","user_id"),
	CONSTRAINT "call_members_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"group_side" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_case_id_group_unique" UNIQUE("case_id","group_side")
);
--> statement-breakpoint
ALTER TABLE "call_members" ADD CONSTRAINT "call_members_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_members" ADD CONSTRAINT "call_members_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_members" ADD CONSTRAINT "call_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;