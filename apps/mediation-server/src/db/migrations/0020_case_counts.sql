-- What the admin's statistics count of cases, kept as cases are written: counting every case by category and
-- state, and the cases created each week, read all 100,000 cases of bench:scale on every visit (a sequential
-- scan: p99 126 ms on PGlite, 58 on PostgreSQL). One row per category, state and week of creation (its Monday,
-- UTC). Inserts and deletes are counted per statement; an update only when it moves a case to another row.
CREATE TABLE "case_counts" (
  "category" text NOT NULL,
  "is_active" boolean NOT NULL,
  "is_started" boolean NOT NULL,
  "week" date NOT NULL,
  "cases" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("category", "is_active", "is_started", "week")
);
--> statement-breakpoint
INSERT INTO "case_counts" ("category", "is_active", "is_started", "week", "cases")
SELECT "category", "is_active", "is_started", date_trunc('week', "created_at" AT TIME ZONE 'UTC')::date, count(*)
FROM "cases" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE FUNCTION "case_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts AS counted (category, is_active, is_started, week, cases)
  SELECT category, is_active, is_started, date_trunc('week', created_at AT TIME ZONE 'UTC')::date, count(*)
  FROM added GROUP BY 1, 2, 3, 4
  ON CONFLICT (category, is_active, is_started, week) DO UPDATE SET cases = counted.cases + excluded.cases;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cases_counted" AFTER INSERT ON "cases"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "case_counts_add"();
--> statement-breakpoint
CREATE FUNCTION "case_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE case_counts AS counted SET cases = counted.cases - gone.n
  FROM (
    SELECT category, is_active, is_started, date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS week, count(*) AS n
    FROM removed GROUP BY 1, 2, 3, 4
  ) AS gone
  WHERE counted.category = gone.category AND counted.is_active = gone.is_active
    AND counted.is_started = gone.is_started AND counted.week = gone.week;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cases_uncounted" AFTER DELETE ON "cases"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "case_counts_remove"();
--> statement-breakpoint
-- A case that changes category or state (or, were it ever rewritten, its creation time) leaves one row for another.
CREATE FUNCTION "case_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE case_counts SET cases = cases - 1
  WHERE category = OLD.category AND is_active = OLD.is_active AND is_started = OLD.is_started
    AND week = date_trunc('week', OLD.created_at AT TIME ZONE 'UTC')::date;
  INSERT INTO case_counts AS counted (category, is_active, is_started, week, cases)
  VALUES (NEW.category, NEW.is_active, NEW.is_started, date_trunc('week', NEW.created_at AT TIME ZONE 'UTC')::date, 1)
  ON CONFLICT (category, is_active, is_started, week) DO UPDATE SET cases = counted.cases + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cases_recounted" AFTER UPDATE OF "category", "is_active", "is_started", "created_at" ON "cases"
  FOR EACH ROW
  WHEN (OLD.category IS DISTINCT FROM NEW.category OR OLD.is_active IS DISTINCT FROM NEW.is_active
        OR OLD.is_started IS DISTINCT FROM NEW.is_started OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "case_counts_move"();
