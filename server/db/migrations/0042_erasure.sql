CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"kept" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"answer" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "personal_salt" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "personal_digest" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "legacy_hash" text;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasure_requests_open_idx" ON "erasure_requests" USING btree ("due_at") WHERE "erasure_requests"."answered_at" is null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_erased_without_salt" CHECK ("erased_at" is null or "personal_salt" is null);--> statement-breakpoint
-- The log stays append-only (ADR 24, ADR 45). Three changes are allowed, each in one shape:
-- chaining an entry older than the chain (migration 0019); sealing, once, the entries hashed
-- before their personal fields entered the hash by a salted digest (the fields untouched, the
-- former hash kept, the links rewritten; entries sealed already are re-linked only in the
-- sealing's own transaction, which sets audit.sealing); and erasing an entry's personal fields, which clears
-- them with their salt and leaves the digest and every hash as they are. SQL cannot rebuild the
-- canonical JSON the hashes are over, so the portal does the first two at start-up
-- (server/services/audit/chain-old-entries.ts, seal-personal-fields.ts).
CREATE OR REPLACE FUNCTION reject_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (NEW.id, NEW.action, NEW.actor_id, NEW.target_type, NEW.target_id, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.action, OLD.actor_id, OLD.target_type, OLD.target_id, OLD.created_at)
  THEN
    IF OLD.hash IS NULL AND NEW.hash IS NOT NULL
      AND NEW.personal_digest IS NULL AND NEW.erased_at IS NULL
      AND (NEW.actor_email, NEW.ip_address, NEW.user_agent, NEW.details)
        IS NOT DISTINCT FROM (OLD.actor_email, OLD.ip_address, OLD.user_agent, OLD.details)
    THEN
      RETURN NEW;
    END IF;
    IF OLD.hash IS NOT NULL AND NEW.hash IS NOT NULL AND NEW.personal_digest IS NOT NULL
      AND OLD.erased_at IS NULL AND NEW.erased_at IS NULL
      AND (NEW.actor_email, NEW.ip_address, NEW.user_agent, NEW.details, NEW.chain_position)
        IS NOT DISTINCT FROM
          (OLD.actor_email, OLD.ip_address, OLD.user_agent, OLD.details, OLD.chain_position)
      AND ((OLD.personal_digest IS NULL AND NEW.legacy_hash = OLD.hash)
        -- An entry sealed already, after unsealed ones: only re-linked, by the sealing itself.
        OR (current_setting('audit.sealing', true) = 'on'
          AND (NEW.personal_digest, NEW.personal_salt, NEW.legacy_hash)
            IS NOT DISTINCT FROM (OLD.personal_digest, OLD.personal_salt, OLD.legacy_hash)))
    THEN
      RETURN NEW;
    END IF;
    IF OLD.erased_at IS NULL AND NEW.erased_at IS NOT NULL AND OLD.personal_digest IS NOT NULL
      AND NEW.personal_salt IS NULL AND NEW.actor_email IS NULL AND NEW.ip_address IS NULL
      AND NEW.user_agent IS NULL AND NEW.details IS NULL
      AND (NEW.chain_position, NEW.prev_hash, NEW.hash, NEW.personal_digest, NEW.legacy_hash)
        IS NOT DISTINCT FROM
          (OLD.chain_position, OLD.prev_hash, OLD.hash, OLD.personal_digest, OLD.legacy_hash)
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
-- Under the INSERT-only role (migration 0020), the portal may erase personal fields and nothing
-- more: those columns alone, in the trigger's one shape.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'portal_app') THEN
    GRANT UPDATE (actor_email, ip_address, user_agent, details, personal_salt, erased_at)
      ON audit_log TO portal_app;
  END IF;
END $$;
