CREATE TABLE "submission_assignments" (
	"submission_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"decline_note" text,
	"overdue_mailed_at" timestamp with time zone,
	CONSTRAINT "submission_assignments_submission_id_reviewer_id_pk" PRIMARY KEY("submission_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "scoring_criteria_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"reviewer_name" text NOT NULL,
	"criteria_version" integer NOT NULL,
	"scores" jsonb NOT NULL,
	"weighted_score" numeric(6, 3) NOT NULL,
	"recommendation" text NOT NULL,
	"comment" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_links" (
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_links_from_id_to_id_pk" PRIMARY KEY("from_id","to_id"),
	CONSTRAINT "submission_links_not_self" CHECK ("submission_links"."from_id" <> "submission_links"."to_id")
);
--> statement-breakpoint
CREATE TABLE "submission_tags" (
	"submission_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_tags_submission_id_tag_pk" PRIMARY KEY("submission_id","tag")
);
--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "average_score" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "submission_assignments" ADD CONSTRAINT "submission_assignments_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_assignments" ADD CONSTRAINT "submission_assignments_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_assignments" ADD CONSTRAINT "submission_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_criteria_versions" ADD CONSTRAINT "scoring_criteria_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_criteria_version_scoring_criteria_versions_version_fk" FOREIGN KEY ("criteria_version") REFERENCES "public"."scoring_criteria_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_links" ADD CONSTRAINT "submission_links_from_id_invention_submissions_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_links" ADD CONSTRAINT "submission_links_to_id_invention_submissions_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_links" ADD CONSTRAINT "submission_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_tags" ADD CONSTRAINT "submission_tags_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_tags" ADD CONSTRAINT "submission_tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_assignments_reviewer_idx" ON "submission_assignments" USING btree ("reviewer_id","assigned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submission_assignments_due_idx" ON "submission_assignments" USING btree ("due_on") WHERE "submission_assignments"."due_on" is not null and "submission_assignments"."declined_at" is null and "submission_assignments"."overdue_mailed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_reviewer_unique" ON "scorecards" USING btree ("submission_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "scorecards_submitted_idx" ON "scorecards" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "submission_links_to_idx" ON "submission_links" USING btree ("to_id");--> statement-breakpoint
CREATE INDEX "submission_tags_tag_idx" ON "submission_tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "submissions_score_idx" ON "invention_submissions" USING btree ("average_score" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Tags as the portal keeps them: trimmed, lower case, 1 to 40 characters.
ALTER TABLE "submission_tags" ADD CONSTRAINT "submission_tags_tag_form" CHECK (tag = lower(btrim(tag)) AND char_length(tag) BETWEEN 1 AND 40);--> statement-breakpoint
ALTER TABLE "submission_assignments" ADD CONSTRAINT "submission_assignments_decline_reason" CHECK (decline_reason IN ('conflict_of_interest', 'other'));--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_recommendation" CHECK (recommendation IN ('advance', 'hold', 'decline'));--> statement-breakpoint
ALTER TABLE "submission_links" ADD CONSTRAINT "submission_links_kind" CHECK (kind IN ('duplicate_of', 'related_to'));--> statement-breakpoint
-- The first criteria, for a neurovascular device company: five, equally weighted.
INSERT INTO "scoring_criteria_versions" ("version", "criteria") VALUES (1, '[
  {"id": "clinical-need", "name": "Clinical need", "guidance": "How large and how unmet is the clinical problem for neurovascular patients and their physicians?", "weight": 1, "active": true},
  {"id": "novelty", "name": "Novelty", "guidance": "How new is the idea against products, publications and patents you know of?", "weight": 1, "active": true},
  {"id": "technical-feasibility", "name": "Technical feasibility", "guidance": "Can it be designed, made, tested and cleared with known methods and a reasonable effort?", "weight": 1, "active": true},
  {"id": "market-potential", "name": "Market potential", "guidance": "How many procedures, users and what revenue could it reach?", "weight": 1, "active": true},
  {"id": "strategic-fit", "name": "Strategic fit", "guidance": "How well does it fit our portfolio, channels and strategy?", "weight": 1, "active": true}
]'::jsonb);
