CREATE TABLE "submission_files" (
	"submission_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "submission_files_submission_id_attachment_id_pk" PRIMARY KEY("submission_id","attachment_id")
);
--> statement-breakpoint
ALTER TABLE "invention_submissions" DROP CONSTRAINT "invention_submissions_attachment_id_attachments_id_fk";
--> statement-breakpoint
DROP INDEX "submissions_attachment_unique";--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "file_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submission_files_attachment_unique" ON "submission_files" USING btree ("attachment_id");--> statement-breakpoint
CREATE INDEX "submission_files_order_idx" ON "submission_files" USING btree ("submission_id","position");--> statement-breakpoint
-- Every idea's one file becomes the first of its files.
INSERT INTO "submission_files" ("submission_id", "attachment_id", "position")
  SELECT "id", "attachment_id", 0 FROM "invention_submissions" WHERE "attachment_id" IS NOT NULL;--> statement-breakpoint
UPDATE "invention_submissions" SET "file_count" = 1 WHERE "attachment_id" IS NOT NULL;--> statement-breakpoint
-- The spec's admin view gives the first file's download, as before.
DROP VIEW "admin_submissions_view";--> statement-breakpoint
ALTER TABLE "invention_submissions" DROP COLUMN "attachment_id";--> statement-breakpoint
CREATE VIEW admin_submissions_view AS
SELECT
  s.id AS submission_id,
  s.user_id,
  s.full_name,
  s.email AS user_email,
  s.job_title,
  s.idea_title AS submission_title,
  s.idea_description AS submission_description,
  s.attachment_name,
  CASE WHEN s.file_count = 0 THEN NULL
    ELSE '/api/submissions/' || s.id || '/attachment' END AS attachment_url,
  s.status AS submission_status,
  s.admin_notes,
  s.created_at AS submission_date,
  s.updated_at AS submission_updated_at,
  s.reviewed_at,
  s.reviewed_by,
  s.agreement_id
FROM invention_submissions s;