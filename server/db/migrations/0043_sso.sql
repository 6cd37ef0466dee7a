CREATE TABLE "sign_in_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"staff_strong_sign_in_only" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "sso_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"issuer" text NOT NULL,
	"oidc_config" text,
	"saml_config" text,
	"domain" text NOT NULL,
	"domain_verified" boolean DEFAULT false,
	"user_id" uuid,
	"organization_id" text,
	"name" text DEFAULT '' NOT NULL,
	"protocol" text DEFAULT 'oidc' NOT NULL,
	"source" text DEFAULT 'settings' NOT NULL,
	"groups_claim" text DEFAULT 'groups' NOT NULL,
	"admin_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reviewer_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mfa_contexts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_providers_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sign_in_method" text;--> statement-breakpoint
ALTER TABLE "sign_in_policy" ADD CONSTRAINT "sign_in_policy_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_policy" ADD CONSTRAINT "sign_in_policy_one_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "sign_in_policy" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_protocol" CHECK ("protocol" in ('oidc', 'saml'));--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_source" CHECK ("source" in ('settings', 'environment'));
