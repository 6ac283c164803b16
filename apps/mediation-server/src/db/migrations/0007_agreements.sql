CREATE TABLE "agreement_answers" (
	"clause_id" uuid NOT NULL,
	"side" text NOT NULL,
	"clause_version" integer NOT NULL,
	"answer" text NOT NULL,
	"comment" text,
	"user_id" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_answers_clause_id_side_pk" PRIMARY KEY("clause_id","side")
);
--> statement-breakpoint
CREATE TABLE "agreement_clauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"text" text NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agreement_documents" (
	"agreement_id" uuid PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_documents_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "agreement_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agreement_id" uuid NOT NULL,
	"case_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"agreement_version" integer NOT NULL,
	"side" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"clause_id" uuid,
	"clause_number" integer,
	"clause_version" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_signatures" (
	"agreement_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"side" text NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"digest" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_signatures_agreement_id_version_side_pk" PRIMARY KEY("agreement_id","version","side")
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"canonical_text" text,
	"digest" text,
	"verification_code" text,
	"finalized_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_case_id_unique" UNIQUE("case_id")
);
--> statement-breakpoint
ALTER TABLE "agreement_answers" ADD CONSTRAINT "agreement_answers_clause_id_agreement_clauses_id_fk" FOREIGN KEY ("clause_id") REFERENCES "public"."agreement_clauses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_clauses" ADD CONSTRAINT "agreement_clauses_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_documents" ADD CONSTRAINT "agreement_documents_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_entries" ADD CONSTRAINT "agreement_entries_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_clauses_agreement_idx" ON "agreement_clauses" USING btree ("agreement_id","position");--> statement-breakpoint
CREATE INDEX "agreement_entries_agreement_idx" ON "agreement_entries" USING btree ("agreement_id","id");