CREATE TABLE "issued_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"submission_id" uuid,
	"sha256" text NOT NULL,
	"manifest" text,
	"submission_reference" text NOT NULL,
	"sent_at" timestamp with time zone,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_documents_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "verification_code" text;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_documents_sha256_idx" ON "issued_documents" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "agreements_document_sha256_idx" ON "agreements" USING btree ("document_sha256");--> statement-breakpoint
CREATE INDEX "timestamp_tokens_sha256_idx" ON "timestamp_tokens" USING btree ("sha256");--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_verification_code_unique" UNIQUE("verification_code");