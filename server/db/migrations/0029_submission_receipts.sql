CREATE TABLE "submission_receipts" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_receipts" ADD CONSTRAINT "submission_receipts_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The receipts of ideas sent before receipts were recorded, from their mail as queued: the
-- earliest receipt mail to the idea's address whose text names it at the end of a line (the link
-- to the idea, or in receipts of earlier versions its full id), the match the evidence bundle
-- made until now. An idea with no such mail keeps none.
INSERT INTO "submission_receipts" ("submission_id", "subject", "text", "recorded_at")
SELECT DISTINCT ON (s."id") s."id", m."subject", m."text", m."created_at"
FROM "invention_submissions" s
JOIN "mail_outbox" m ON m."to" = s."email" AND m."kind" = 'submission-receipt'
WHERE strpos(m."text", '?submission=' || s."id"::text || chr(10)) > 0
	OR strpos(m."text", 'Submission ID: ' || s."id"::text || chr(10)) > 0
ORDER BY s."id", m."created_at";
