-- The sign-in before the latest, so the portal can tell a first sign-in from a return. Each
-- new session moves last_login here before stamping its own time. Existing rows start empty:
-- their next sign-in fills it from the last_login they already have.
ALTER TABLE "profiles" ADD COLUMN "previous_login" timestamp with time zone;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stamp_last_login() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET previous_login = last_login, last_login = NEW.created_at
    WHERE id = NEW.user_id;
  RETURN NEW;
END $$;
