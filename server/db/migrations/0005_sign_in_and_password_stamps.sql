-- Every new session is a sign-in: the profile's last_login follows it in the same transaction.
CREATE FUNCTION stamp_last_login() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET last_login = NEW.created_at WHERE id = NEW.user_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_stamp_last_login AFTER INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION stamp_last_login();
--> statement-breakpoint
-- A changed password hash, by change or by reset, is recorded on the profile.
CREATE FUNCTION stamp_last_password_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET last_password_change = now() WHERE id = NEW.user_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_stamp_last_password_change AFTER UPDATE OF password ON accounts
  FOR EACH ROW WHEN (OLD.password IS DISTINCT FROM NEW.password)
  EXECUTE FUNCTION stamp_last_password_change();
