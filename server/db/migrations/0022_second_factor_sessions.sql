ALTER TABLE "sessions" ADD COLUMN "two_factor_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "last_used_step" bigint DEFAULT 0 NOT NULL;
