-- Where the portal runs under the role `portal_app` (README, "An INSERT-only audit role"), that
-- role may read and write every table but only add to the audit log: it may not change or remove
-- an entry, whatever the portal's code does. The role is the cluster's, made by a superuser; this
-- migration never creates it and does nothing where it does not exist (the embedded database).
-- Migrations keep running as the tables' owner, whose later tables the default privileges cover.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'portal_app') THEN
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO portal_app;
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO portal_app;
    REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON audit_log FROM portal_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public
      GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO portal_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public
      GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO portal_app;
    -- Start-up asks which migrations are applied before it would run any.
    GRANT USAGE ON SCHEMA drizzle TO portal_app;
    GRANT SELECT ON drizzle.__drizzle_migrations TO portal_app;
  END IF;
END $$;
