import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';

/** Who is erased: the account's id, address (normalised) and name. */
export interface ErasedPerson {
  id: string;
  email: string;
  name: string | null;
}

/**
 * Erases the personal fields of every sealed entry that names the person (ADR 45): entries they
 * made, entries about their account, and entries whose address or details hold their address or,
 * as a whole value, their name. The fields go with their salt; the digest and every hash stay,
 * so the chain verifies as before and reports the entries as erased. Returns how many.
 */
export async function erasePersonFromAudit(tx: Tx, person: ErasedPerson): Promise<number> {
  const email = person.email.toLowerCase();
  // The name as a JSON string value, quotes included: a whole value, never part of a word.
  const name = person.name?.trim() ? JSON.stringify(person.name.trim().toLowerCase()) : null;
  const { rows } = (await tx.execute(sql`
    update audit_log
    set actor_email = null, ip_address = null, user_agent = null, details = null,
        personal_salt = null, erased_at = now()
    where erased_at is null and personal_digest is not null and (
      actor_id = ${person.id}::uuid
      or (target_type = 'user' and target_id = ${person.id})
      or lower(actor_email) = ${email}
      or strpos(lower(details::text), ${email}) > 0
      or (${name}::text is not null and strpos(lower(details::text), ${name}::text) > 0)
    )
    returning id`)) as unknown as { rows: unknown[] };
  // What a check of the chain recorded of the person, as the admin who asked.
  await tx.execute(
    sql`update audit_verifications set actor_email = null where actor_id = ${person.id}::uuid`,
  );
  return rows.length;
}
