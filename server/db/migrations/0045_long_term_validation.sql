CREATE TABLE "agreement_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"document_key" text NOT NULL,
	"document_sha256" text NOT NULL,
	"timestamped_at" timestamp with time zone NOT NULL,
	"tsa_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "archive_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "archive_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "archive_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "archive_error" text;--> statement-breakpoint
ALTER TABLE "agreement_revisions" ADD CONSTRAINT "agreement_revisions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_revisions_revision_idx" ON "agreement_revisions" USING btree ("agreement_id","revision");--> statement-breakpoint
CREATE INDEX "agreement_revisions_sha256_idx" ON "agreement_revisions" USING btree ("document_sha256");--> statement-breakpoint
CREATE INDEX "agreements_archive_due_idx" ON "agreements" USING btree ("archive_due_at") WHERE "agreements"."archive_due_at" is not null;--> statement-breakpoint
-- Agreements already sealed by the portal become long-term validatable once a timestamp authority is set.
UPDATE "agreements" SET "archive_due_at" = now() WHERE "status" = 'signed' AND "provider" = 'builtin' AND "document_key" IS NOT NULL;
