-- Messages are counted by the statements that store them (a CTE beside each insert: COUNTED in the messages
-- repository) rather than by a trigger: the trigger's PL/pgSQL call and transition table cost a lone message
-- about 40 µs of the embedded database's time (381 against 342 µs of CPU, medians of five runs of 1,500),
-- all of it on the server's own thread. First edits and likes are still counted by their triggers.
DROP TRIGGER "messages_counted" ON "messages";
--> statement-breakpoint
DROP FUNCTION "message_counts_add"();
--> statement-breakpoint
-- Read by no query: a case's messages are found by (case_id, seq), (case_id, side, seq) or
-- (case_id, client_msg_id), and one message by its id; each index is written by every message.
DROP INDEX IF EXISTS "messages_case_id_idx";
