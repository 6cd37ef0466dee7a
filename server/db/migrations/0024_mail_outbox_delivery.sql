ALTER TABLE "mail_outbox" ADD COLUMN "give_up_at" timestamp with time zone;--> statement-breakpoint
UPDATE "mail_outbox" SET "give_up_at" = "created_at" + interval '7 days';--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "give_up_at" SET DEFAULT now() + interval '7 days';--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "give_up_at" SET NOT NULL;--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."state" in ('pending', 'sending', 'delivering');--> statement-breakpoint
CREATE INDEX "mail_outbox_attention_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST) WHERE "mail_outbox"."state" in ('failed', 'unconfirmed') or ("mail_outbox"."state" = 'pending' and "mail_outbox"."attempts" > 0);
