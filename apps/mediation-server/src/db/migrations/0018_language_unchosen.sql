-- An account's language is empty until its owner chooses one: until then the web app follows the browser's
-- languages (ui-contract, Language), e-mails not about a case are in English and a new case takes the language
-- its mediator is reading in. Accounts made before keep the language they hold.
ALTER TABLE "users" ALTER COLUMN "language" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "language" DROP DEFAULT;
