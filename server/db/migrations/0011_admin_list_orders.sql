DROP INDEX "submissions_status_created_idx";--> statement-breakpoint
DROP INDEX "submissions_created_idx";--> statement-breakpoint
CREATE INDEX "submissions_inventor_idx" ON "invention_submissions" USING btree (lower(coalesce("full_name", "email")),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_status_created_idx" ON "invention_submissions" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_created_idx" ON "invention_submissions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);