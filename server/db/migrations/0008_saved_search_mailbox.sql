-- Saved searches count by mailbox, not by spelling: Foo.Bar+x@Gmail.com and foobar@gmail.com
-- reach one inbox, so they share the daily limit and the one pending confirmation. Existing rows
-- get their mailbox the way server/services/return-visits/mailbox.ts computes it.
DROP INDEX "saved_searches_email_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "mailbox" text;--> statement-breakpoint
UPDATE "saved_searches" SET "mailbox" = CASE
  WHEN split_part(lower("email"), '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
  ELSE split_part(split_part(lower("email"), '@', 1), '+', 1) || '@' || split_part(lower("email"), '@', 2)
END;--> statement-breakpoint
ALTER TABLE "saved_searches" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
-- Older duplicates waiting for confirmation end (kept, never sent); the newest link still works.
UPDATE "saved_searches" AS s SET "unsubscribed_at" = now()
WHERE s."confirmed_at" IS NULL AND s."unsubscribed_at" IS NULL AND EXISTS (
  SELECT 1 FROM "saved_searches" AS n
  WHERE n."mailbox" = s."mailbox" AND n."confirmed_at" IS NULL AND n."unsubscribed_at" IS NULL
    AND n."id" > s."id"
);--> statement-breakpoint
CREATE INDEX "saved_searches_mailbox_idx" ON "saved_searches" USING btree ("mailbox","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_one_pending_idx" ON "saved_searches" USING btree ("mailbox") WHERE "saved_searches"."confirmed_at" is null and "saved_searches"."unsubscribed_at" is null;
