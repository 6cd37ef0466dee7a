CREATE TABLE "signing_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"signer_job_title" text NOT NULL,
	"template_version" text NOT NULL,
	"status" "agreement_status" DEFAULT 'sent' NOT NULL,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"typed_name" text,
	"ip_address" text,
	"user_agent" text,
	"document_key" text,
	"document_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
