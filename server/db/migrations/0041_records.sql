CREATE TABLE "retention_notices" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"remove_on" date NOT NULL,
	"noticed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_setting_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"declined_retention_months" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "legal_hold_reason" text;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "legal_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "legal_hold_by" uuid;--> statement-breakpoint
ALTER TABLE "retention_notices" ADD CONSTRAINT "retention_notices_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_setting_versions" ADD CONSTRAINT "retention_setting_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD CONSTRAINT "invention_submissions_legal_hold_by_users_id_fk" FOREIGN KEY ("legal_hold_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "retention_setting_versions" ("version", "declined_retention_months") VALUES (1, NULL);--> statement-breakpoint
-- A held idea is never deleted, whatever asks: the services refuse first, with the reason;
-- this is the backstop for a path that forgot to (a cascade from a deleted account included).
CREATE FUNCTION "refuse_held_submission_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."legal_hold_reason" IS NOT NULL THEN
    RAISE EXCEPTION 'invention submission % is under a legal hold', OLD."id" USING ERRCODE = 'P0H01';
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "invention_submissions_legal_hold" BEFORE DELETE ON "invention_submissions"
  FOR EACH ROW EXECUTE FUNCTION "refuse_held_submission_delete"();
