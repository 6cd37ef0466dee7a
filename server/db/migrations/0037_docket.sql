CREATE TABLE "docket_marks" (
	"submission_id" uuid NOT NULL,
	"deadline_key" text NOT NULL,
	"state" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"marked_by" uuid,
	"marked_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docket_marks_submission_id_deadline_key_pk" PRIMARY KEY("submission_id","deadline_key")
);
--> statement-breakpoint
CREATE TABLE "docket_reminders" (
	"submission_id" uuid NOT NULL,
	"deadline_key" text NOT NULL,
	"due_on" date NOT NULL,
	"days_before" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docket_reminders_submission_id_deadline_key_due_on_days_before_pk" PRIMARY KEY("submission_id","deadline_key","due_on","days_before")
);
--> statement-breakpoint
ALTER TABLE "docket_marks" ADD CONSTRAINT "docket_marks_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_marks" ADD CONSTRAINT "docket_marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_reminders" ADD CONSTRAINT "docket_reminders_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;