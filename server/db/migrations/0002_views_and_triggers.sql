-- A profile is created with its user, in the same transaction, whatever path created the user.
CREATE FUNCTION create_profile_for_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, full_name) VALUES (NEW.id, NULLIF(btrim(NEW.name), ''));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_create_profile AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION create_profile_for_user();
--> statement-breakpoint
-- Better Auth keeps only a flag; the admin views show when the address was confirmed.
CREATE FUNCTION stamp_email_verified_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email_verified AND NEW.email_verified_at IS NULL THEN
    NEW.email_verified_at := now();
  ELSIF NOT NEW.email_verified THEN
    NEW.email_verified_at := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_stamp_email_verified_at BEFORE INSERT OR UPDATE OF email_verified ON users
  FOR EACH ROW EXECUTE FUNCTION stamp_email_verified_at();
--> statement-breakpoint
CREATE FUNCTION reject_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION reject_audit_log_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION reject_audit_log_change();
--> statement-breakpoint
CREATE VIEW admin_user_view AS
SELECT
  u.id,
  u.email,
  p.full_name,
  p.job_title,
  u.created_at AS user_created_at,
  p.last_login AS last_sign_in_at,
  u.email_verified_at AS email_confirmed_at,
  CASE WHEN a.id IS NULL THEN 'not signed' ELSE 'signed' END AS agreement_status,
  a.id AS agreement_id,
  a.document_id AS agreement_document_id,
  u.role = 'admin' AS is_admin,
  (SELECT count(*) FROM invention_submissions s WHERE s.user_id = u.id AND s.status <> 'draft')
    AS submission_count,
  p.created_at AS profile_created_at,
  p.updated_at AS profile_updated_at,
  p.last_login,
  p.last_password_change
FROM users u
LEFT JOIN profiles p ON p.id = u.id
LEFT JOIN LATERAL (
  SELECT ag.id, ag.document_id FROM agreements ag
  WHERE ag.user_id = u.id AND ag.status = 'signed'
  ORDER BY ag.signed_at DESC NULLS LAST
  LIMIT 1
) a ON true;
--> statement-breakpoint
CREATE VIEW admin_submissions_view AS
SELECT
  s.id AS submission_id,
  s.user_id,
  s.full_name,
  s.email AS user_email,
  s.job_title,
  s.idea_title AS submission_title,
  s.idea_description AS submission_description,
  s.attachment_name,
  CASE WHEN s.attachment_id IS NULL THEN NULL
    ELSE '/api/submissions/' || s.id || '/attachment' END AS attachment_url,
  s.status AS submission_status,
  s.admin_notes,
  s.created_at AS submission_date,
  s.updated_at AS submission_updated_at,
  s.reviewed_at,
  s.reviewed_by,
  s.agreement_id
FROM invention_submissions s;
