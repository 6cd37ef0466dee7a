CREATE TABLE "submission_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"author_role" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"attachment_id" uuid,
	"attachment_name" text,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_message_reads" (
	"user_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"read_up_to" timestamp with time zone NOT NULL,
	CONSTRAINT "submission_message_reads_user_id_submission_id_pk" PRIMARY KEY("user_id","submission_id")
);
--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "inventor_state" text;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "batch_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "batch" jsonb;--> statement-breakpoint
ALTER TABLE "submission_messages" ADD CONSTRAINT "submission_messages_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_messages" ADD CONSTRAINT "submission_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_messages" ADD CONSTRAINT "submission_messages_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_message_reads" ADD CONSTRAINT "submission_message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_message_reads" ADD CONSTRAINT "submission_message_reads_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_messages_thread_idx" ON "submission_messages" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "submission_messages_attachment_unique" ON "submission_messages" USING btree ("attachment_id") WHERE "submission_messages"."attachment_id" is not null;--> statement-breakpoint
CREATE INDEX "submissions_inventor_state_idx" ON "invention_submissions" USING btree ("inventor_state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "invention_submissions"."inventor_state" is not null;--> statement-breakpoint
CREATE INDEX "submissions_last_message_idx" ON "invention_submissions" USING btree ("last_message_at") WHERE "invention_submissions"."last_message_at" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_batch_idx" ON "mail_outbox" USING btree ("batch_key","created_at" DESC NULLS LAST) WHERE "mail_outbox"."batch_key" is not null;
--> statement-breakpoint
-- The conversation is part of the disclosure record: nothing said is changed or taken back. A
-- deleted account or file only empties its link, and a message goes only with its submission
-- (an admin's permanent delete).
CREATE FUNCTION reject_submission_message_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'submission messages are append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM invention_submissions WHERE id = OLD.submission_id) THEN
      RAISE EXCEPTION 'submission messages are append-only' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN OLD;
  END IF;
  IF (NEW.id, NEW.submission_id, NEW.author_name, NEW.author_role, NEW.kind, NEW.body,
      NEW.attachment_name, NEW.mentions, NEW.created_at)
     IS DISTINCT FROM (OLD.id, OLD.submission_id, OLD.author_name, OLD.author_role, OLD.kind,
      OLD.body, OLD.attachment_name, OLD.mentions, OLD.created_at)
     OR (NEW.author_id IS DISTINCT FROM OLD.author_id AND NEW.author_id IS NOT NULL)
     OR (NEW.attachment_id IS DISTINCT FROM OLD.attachment_id AND NEW.attachment_id IS NOT NULL) THEN
    RAISE EXCEPTION 'submission messages are append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER submission_messages_append_only BEFORE UPDATE OR DELETE ON submission_messages
  FOR EACH ROW EXECUTE FUNCTION reject_submission_message_change();--> statement-breakpoint
CREATE TRIGGER submission_messages_no_truncate BEFORE TRUNCATE ON submission_messages
  FOR EACH STATEMENT EXECUTE FUNCTION reject_submission_message_change();
