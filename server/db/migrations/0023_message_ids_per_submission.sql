-- A message's id is made by the client and names it within its submission only: the same id on
-- another idea is another message. Every id in use is unique already, so the new key holds.
ALTER TABLE "submission_messages" DROP CONSTRAINT "submission_messages_pkey";--> statement-breakpoint
ALTER TABLE "submission_messages" ADD CONSTRAINT "submission_messages_submission_id_id_pk" PRIMARY KEY("submission_id","id");
