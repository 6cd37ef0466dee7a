CREATE TABLE "bar_date_reminders" (
	"submission_id" uuid NOT NULL,
	"bar_date" date NOT NULL,
	"jurisdiction" text NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bar_date_reminders_submission_id_bar_date_jurisdiction_days_before_pk" PRIMARY KEY("submission_id","bar_date","jurisdiction","days_before")
);
--> statement-breakpoint
CREATE TABLE "bar_date_rule_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_sha256_unique" UNIQUE("token_sha256")
);
--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "next_bar_date" date;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "next_bar_date_where" text;--> statement-breakpoint
ALTER TABLE "bar_date_reminders" ADD CONSTRAINT "bar_date_reminders_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_date_rule_versions" ADD CONSTRAINT "bar_date_rule_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_next_bar_date_idx" ON "invention_submissions" USING btree ("next_bar_date","id") WHERE "invention_submissions"."next_bar_date" is not null;--> statement-breakpoint
-- Version 1: the rules the portal starts with (common/bar-dates.ts, defaultBarDateRules).
INSERT INTO "bar_date_rule_versions" ("version", "rules") VALUES (1, '[{"jurisdiction":"EP","name":"Europe (EPC)","graceMonths":0,"counts":["publication","talk","poster_or_abstract","thesis","online","sale_or_offer","clinical_use"],"source":"European Patent Convention, Art. 54(2): absolute novelty"},{"jurisdiction":"CN","name":"China","graceMonths":0,"counts":["publication","talk","poster_or_abstract","thesis","online","sale_or_offer","clinical_use"],"source":"Patent Law of the PRC, Art. 22 and 24: absolute novelty (its 6-month grace covers a few exhibitions and meetings only)"},{"jurisdiction":"US","name":"United States","graceMonths":12,"counts":["publication","talk","poster_or_abstract","thesis","online","sale_or_offer","clinical_use"],"source":"35 U.S.C. 102(b)(1): 12 months from the inventor''s own disclosure"},{"jurisdiction":"JP","name":"Japan","graceMonths":12,"counts":["publication","talk","poster_or_abstract","thesis","online","sale_or_offer","clinical_use"],"source":"Japan Patent Act, Art. 30: 12 months"},{"jurisdiction":"KR","name":"Korea","graceMonths":12,"counts":["publication","talk","poster_or_abstract","thesis","online","sale_or_offer","clinical_use"],"source":"Korea Patent Act, Art. 30: 12 months"}]'::jsonb);
