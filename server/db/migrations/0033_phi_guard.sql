ALTER TABLE "attachments" ADD COLUMN "phi_types" jsonb;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "phi_check" jsonb;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "phi_flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "submissions_phi_flagged_idx" ON "invention_submissions" USING btree ("submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "invention_submissions"."phi_flagged";