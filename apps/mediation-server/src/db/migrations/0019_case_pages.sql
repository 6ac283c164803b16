-- The dashboard reads a mediator's cases a page at a time, open or closed, newest first: one index range per page.
CREATE INDEX IF NOT EXISTS "cases_mediator_state_idx" ON "cases" ("mediator_id", "is_active", "created_at" DESC, "id" DESC);
