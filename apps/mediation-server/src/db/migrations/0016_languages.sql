-- The language a person reads the platform in (e-mails to staff not about a case) and a case's language (its
-- e-mails and agreement PDF): 'en' or 'he', English until chosen; a new case takes its mediator's language.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'he'));--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_language_check" CHECK ("cases"."language" in ('en', 'he'));
