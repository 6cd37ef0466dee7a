-- The invention's facts beside its title and description (ADR 35): one document per idea, `{}`
-- for every idea sent before they were asked, which reads as "not given".
ALTER TABLE "invention_submissions" ADD COLUMN "facts" jsonb DEFAULT '{}'::jsonb NOT NULL;
