-- Search in a case reads the stored messages, not only the pages a browser holds. A trigram index answers
-- "contains this text" (ILIKE '%…%') in any language without a dictionary, Hebrew included; the embedded
-- database loads the same extension (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_text_trgm_idx" ON "messages" USING gin ("message" gin_trgm_ops);
--> statement-breakpoint
-- A mediator's dashboard lists its own cases among everyone's, newest first.
CREATE INDEX IF NOT EXISTS "cases_mediator_idx" ON "cases" ("mediator_id", "created_at");
--> statement-breakpoint
-- One group's messages after a position: a party's unread count, a search in one group, a group's page.
CREATE INDEX IF NOT EXISTS "messages_case_side_seq_idx" ON "messages" ("case_id", "side", "seq");
--> statement-breakpoint
-- The guided negotiation's stage cards of a case (its statistics' "stage reached"): a few rows among many.
CREATE INDEX IF NOT EXISTS "messages_case_stage_cards_idx" ON "messages" ("case_id") WHERE jsonb_typeof("ext" -> 'stage') = 'number';
