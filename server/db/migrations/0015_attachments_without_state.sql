-- An upload's row is now written with its size and hash just before its bytes, and a row on no
-- submission is removed after a day whatever it holds: the 'pending' state marked nothing more.
DROP INDEX "attachments_state_idx";--> statement-breakpoint
CREATE INDEX "attachments_created_idx" ON "attachments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "attachments" DROP COLUMN "state";