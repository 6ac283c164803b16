-- The likes a case's information page counts, kept with the messages' counts: counting a case's likes on each
-- visit read every like of a long case (a sequential scan of 15,000 likes in bench:scale). Each like counts on
-- its message's row (case, UTC day, group and writer); adding and removing are counted per statement. Likes go
-- only with their case, which takes its counts with it.
ALTER TABLE "message_counts" ADD COLUMN "likes" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
UPDATE "message_counts" AS counted SET "likes" = liked.n
FROM (
  SELECT m."case_id", (m."time" AT TIME ZONE 'UTC')::date AS day, m."side", m."from_user_id", count(*) AS n
  FROM "likes" l JOIN "messages" m ON m."id" = l."message_id"
  GROUP BY 1, 2, 3, 4
) AS liked
WHERE counted."case_id" = liked."case_id" AND counted."day" = liked."day"
  AND counted."side" = liked."side" AND counted."from_user_id" = liked."from_user_id";
--> statement-breakpoint
CREATE FUNCTION "message_counts_like"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE message_counts AS counted SET likes = counted.likes + liked.n
  FROM (
    SELECT m.case_id, (m.time AT TIME ZONE 'UTC')::date AS day, m.side, m.from_user_id, count(*) AS n
    FROM added JOIN messages m ON m.id = added.message_id
    GROUP BY 1, 2, 3, 4
  ) AS liked
  WHERE counted.case_id = liked.case_id AND counted.day = liked.day
    AND counted.side = liked.side AND counted.from_user_id = liked.from_user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "likes_counted" AFTER INSERT ON "likes"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "message_counts_like"();
--> statement-breakpoint
CREATE FUNCTION "message_counts_unlike"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE message_counts AS counted SET likes = counted.likes - unliked.n
  FROM (
    SELECT m.case_id, (m.time AT TIME ZONE 'UTC')::date AS day, m.side, m.from_user_id, count(*) AS n
    FROM removed JOIN messages m ON m.id = removed.message_id
    GROUP BY 1, 2, 3, 4
  ) AS unliked
  WHERE counted.case_id = unliked.case_id AND counted.day = unliked.day
    AND counted.side = unliked.side AND counted.from_user_id = unliked.from_user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "likes_uncounted" AFTER DELETE ON "likes"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "message_counts_unlike"();
