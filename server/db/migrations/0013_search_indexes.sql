CREATE TABLE "submission_status_counts" (
	"status" "submission_status" NOT NULL,
	"shard" integer NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "submission_status_counts_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
DROP INDEX "submissions_title_trgm_idx";--> statement-breakpoint
DROP INDEX "submissions_description_trgm_idx";--> statement-breakpoint
CREATE INDEX "submissions_status_desc_created_idx" ON "invention_submissions" USING btree ("status" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);