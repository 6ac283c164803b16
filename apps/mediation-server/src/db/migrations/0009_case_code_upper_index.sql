-- Case codes are matched without regard to case: looked up by upper(link). Stored codes stay as they
-- are, so every code in use keeps working; new codes are capitals of the look-alike-free alphabet.
CREATE INDEX "cases_link_upper_idx" ON "cases" USING btree (upper("link"));