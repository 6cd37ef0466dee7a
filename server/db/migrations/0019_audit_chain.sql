CREATE TABLE "audit_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"chain_length" bigint NOT NULL,
	"head_id" bigint,
	"head_hash" text,
	"ok" boolean NOT NULL,
	"broken_id" bigint,
	"broken_reason" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain_position" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE INDEX "audit_verifications_at_idx" ON "audit_verifications" USING btree ("verified_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_chain_position_idx" ON "audit_log" USING btree ("chain_position");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_prev_hash_idx" ON "audit_log" USING btree ("prev_hash");--> statement-breakpoint
CREATE INDEX "audit_log_unchained_idx" ON "audit_log" USING btree ("id") WHERE "audit_log"."hash" is null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_chain_complete" CHECK (("audit_log"."hash" is null) = ("audit_log"."prev_hash" is null) and ("audit_log"."hash" is null) = ("audit_log"."chain_position" is null));--> statement-breakpoint
-- New entries arrive chained; entries older than the chain are chained once, at start-up.
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_arrives_chained" CHECK ("hash" is not null) NOT VALID;--> statement-breakpoint
-- The log stays append-only. The one change allowed is chaining an entry older than the chain:
-- its three chain columns filled in, nothing else touched. SQL cannot reproduce the canonical
-- JSON the hash is over, so the portal's start-up does it (server/services/audit/chain-old-entries.ts).
CREATE OR REPLACE FUNCTION reject_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.hash IS NULL AND NEW.hash IS NOT NULL
    AND (NEW.id, NEW.action, NEW.actor_id, NEW.actor_email, NEW.target_type, NEW.target_id,
         NEW.ip_address, NEW.user_agent, NEW.details, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.action, OLD.actor_id, OLD.actor_email, OLD.target_type, OLD.target_id,
         OLD.ip_address, OLD.user_agent, OLD.details, OLD.created_at)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
