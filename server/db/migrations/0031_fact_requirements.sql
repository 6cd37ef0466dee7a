CREATE TABLE "fact_requirement_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"required" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fact_requirement_versions" ADD CONSTRAINT "fact_requirement_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The first version requires no fact: the spec's rule (a title and a description) stands alone.
INSERT INTO "fact_requirement_versions" ("version", "required") VALUES (1, '[]'::jsonb);
