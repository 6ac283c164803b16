CREATE TABLE "case_events" (
	"case_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"event" text NOT NULL,
	"audience" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_events_case_id_seq_pk" PRIMARY KEY("case_id","seq")
);
--> statement-breakpoint
CREATE TABLE "case_streams" (
	"case_id" text PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_streams" ADD CONSTRAINT "case_streams_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actions_case_seq_idx" ON "actions" USING btree ("case_id","seq");--> statement-breakpoint
CREATE INDEX "likes_case_message_idx" ON "likes" USING btree ("case_id","message_id");--> statement-breakpoint
CREATE INDEX "messages_case_seq_idx" ON "messages" USING btree ("case_id","seq");--> statement-breakpoint
CREATE INDEX "notes_case_idx" ON "notes" USING btree ("case_id","id");