CREATE TABLE "actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"action_type" text NOT NULL,
	"action_payload" text NOT NULL,
	"ext_msg" text,
	"from_user_id" integer NOT NULL,
	"side" text NOT NULL,
	"display_name" text NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" text PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text DEFAULT '' NOT NULL,
	"problem_brief" text DEFAULT '' NOT NULL,
	"side_a_description" text DEFAULT '' NOT NULL,
	"side_b_description" text DEFAULT '' NOT NULL,
	"mediator_id" integer NOT NULL,
	"shuttle" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_started" boolean DEFAULT false NOT NULL,
	"close_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_link_unique" UNIQUE("link")
);
--> statement-breakpoint
CREATE TABLE "guide_states" (
	"case_id" text PRIMARY KEY NOT NULL,
	"stage_idx" smallint DEFAULT 0 NOT NULL,
	"iteration" integer DEFAULT 0 NOT NULL,
	"initial_iteration" integer DEFAULT 0 NOT NULL,
	"received_initial_a" boolean DEFAULT false NOT NULL,
	"received_initial_b" boolean DEFAULT false NOT NULL,
	"initial_state_a" text,
	"initial_state_b" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"message_id" integer NOT NULL,
	"case_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_message_id_user_id_side_pk" PRIMARY KEY("message_id","user_id","side")
);
--> statement-breakpoint
CREATE TABLE "mediator_areas" (
	"mediator_id" integer NOT NULL,
	"area" text NOT NULL,
	CONSTRAINT "mediator_areas_mediator_id_area_pk" PRIMARY KEY("mediator_id","area")
);
--> statement-breakpoint
CREATE TABLE "mediators" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"relevant_experience" text DEFAULT '' NOT NULL,
	"certification_course" boolean DEFAULT false NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'Israel' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"client_msg_id" text,
	"from_user_id" integer NOT NULL,
	"from_side" text NOT NULL,
	"side" text NOT NULL,
	"message" text NOT NULL,
	"display_name" text NOT NULL,
	"ext" jsonb,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"note" text NOT NULL,
	"group_tag" text DEFAULT 'Both' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"case_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"display_name" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participants_case_id_user_id_pk" PRIMARY KEY("case_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "party_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"first_logged" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_mediator_id_users_id_fk" FOREIGN KEY ("mediator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_states" ADD CONSTRAINT "guide_states_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediator_areas" ADD CONSTRAINT "mediator_areas_mediator_id_mediators_user_id_fk" FOREIGN KEY ("mediator_id") REFERENCES "public"."mediators"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediators" ADD CONSTRAINT "mediators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_sessions" ADD CONSTRAINT "party_sessions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_sessions" ADD CONSTRAINT "party_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_case_client_msg_unique" ON "messages" USING btree ("case_id","client_msg_id");--> statement-breakpoint
CREATE INDEX "messages_case_id_idx" ON "messages" USING btree ("case_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));