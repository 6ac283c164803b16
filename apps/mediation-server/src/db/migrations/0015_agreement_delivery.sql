-- A revoked invitation stops at once and says so in the mediator's list (an expiry alone cannot tell the two apart).
ALTER TABLE "invites" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invites_case_created_idx" ON "invites" USING btree ("case_id","created_at");--> statement-breakpoint
-- What a mail carries (name, type, size): the admin reading the outbox sees that the agreement's PDF is attached.
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Each signer's copy of the signed agreement: the mail that carried it and, for a party, its personal download
-- link, kept only as the SHA-256 of its secret, and revocable by the mediator.
CREATE TABLE "agreement_copies" (
	"agreement_id" uuid NOT NULL,
	"side" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"outbox_id" integer,
	"token_hash" text,
	"link_revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_copies_agreement_id_side_pk" PRIMARY KEY("agreement_id","side"),
	CONSTRAINT "agreement_copies_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
ALTER TABLE "agreement_copies" ADD CONSTRAINT "agreement_copies_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;
