-- A case that moves takes its two rows of case_counts in the rows' key order, in one statement: taking its old
-- row first, two cases moving the opposite way at once (one family → neighbors, the other back) each held the
-- row the other wanted next, and PostgreSQL ended one with a deadlock (8 cases swapping category 150 times over:
-- several deadlocks a run).
CREATE OR REPLACE FUNCTION "case_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts AS counted (category, is_active, is_started, week, cases)
  SELECT moved.category, moved.is_active, moved.is_started, moved.week, moved.cases
  FROM (VALUES
    (OLD.category, OLD.is_active, OLD.is_started, date_trunc('week', OLD.created_at AT TIME ZONE 'UTC')::date, -1::bigint),
    (NEW.category, NEW.is_active, NEW.is_started, date_trunc('week', NEW.created_at AT TIME ZONE 'UTC')::date, 1::bigint)
  ) AS moved (category, is_active, is_started, week, cases)
  ORDER BY moved.category, moved.is_active, moved.is_started, moved.week
  ON CONFLICT (category, is_active, is_started, week) DO UPDATE SET cases = counted.cases + excluded.cases;
  RETURN NULL;
END $$;
