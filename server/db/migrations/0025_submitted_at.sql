ALTER TABLE "invention_submissions" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
-- When each sent idea was sent, from what recorded it then; never from when its row was made
-- (a draft's row is older than its sending). First the receipt, queued in the transaction that
-- sent the idea (its text names the idea on a line of its own), ...
WITH "receipts" AS MATERIALIZED (
	SELECT substring(m."text" from 'Submission ID: ([0-9a-f-]{36})\n') AS "id", m."to" AS "email", min(m."created_at") AS "at"
	FROM "mail_outbox" m
	WHERE m."kind" = 'submission-receipt'
	GROUP BY 1, 2
)
UPDATE "invention_submissions" s SET "submitted_at" = r."at"
FROM "receipts" r
WHERE r."id" = s."id"::text AND r."email" = s."email" AND s."status" <> 'draft';--> statement-breakpoint
-- ... then, where there is one, the manifest queued for its trusted timestamp at the send: the
-- time the receipt and disclosure.pdf state, to the millisecond. A manifest made later for an
-- idea sent before manifests existed was dated by the receipt, which the statement above read.
WITH "manifests" AS MATERIALIZED (
	SELECT t."subject_id" AS "id", t."created_at" AS "queued_at", (t."document"::jsonb ->> 'submittedAt')::timestamptz AS "at"
	FROM "timestamp_tokens" t
	WHERE t."subject_type" = 'submission-manifest' AND t."document" IS NOT NULL
)
UPDATE "invention_submissions" s SET "submitted_at" = mf."at"
FROM "manifests" mf
WHERE mf."id" = s."id"::text AND s."status" <> 'draft' AND mf."queued_at" <= mf."at" + interval '1 minute';--> statement-breakpoint
DROP INDEX "submissions_status_created_idx";--> statement-breakpoint
DROP INDEX "submissions_status_desc_created_idx";--> statement-breakpoint
DROP INDEX "submissions_created_idx";--> statement-breakpoint
DROP INDEX "submissions_inventor_idx";--> statement-breakpoint
DROP INDEX "submissions_inventor_state_idx";--> statement-breakpoint
DROP INDEX "submissions_score_idx";--> statement-breakpoint
CREATE INDEX "submissions_status_submitted_idx" ON "invention_submissions" USING btree ("status","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_status_desc_submitted_idx" ON "invention_submissions" USING btree ("status" DESC NULLS FIRST,"submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_submitted_idx" ON "invention_submissions" USING btree ("submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_inventor_idx" ON "invention_submissions" USING btree (lower(coalesce("full_name", "email")),"submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_inventor_state_idx" ON "invention_submissions" USING btree ("inventor_state","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "invention_submissions"."inventor_state" is not null;--> statement-breakpoint
CREATE INDEX "submissions_score_idx" ON "invention_submissions" USING btree ("average_score" DESC NULLS LAST,"submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
