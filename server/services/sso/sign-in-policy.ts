import { eq, sql } from 'drizzle-orm';
import type { SignInPolicy } from '#common/sso';
import type { Actor, RequestInfo } from '#server/core/actor';
import type { Db } from '#server/db/client';
import { preparedOnce } from '#server/db/prepared';
import { signInPolicy } from '#server/db/schema/index';
import { recordAudit } from '../audit/index';

const policyRow = preparedOnce((db) =>
  db
    .select({ staffStrongSignInOnly: signInPolicy.staffStrongSignInOnly })
    .from(signInPolicy)
    .where(eq(signInPolicy.id, 1))
    .prepare('sign_in_policy'),
);

/** The staff sign-in policy (migration 0043 writes its one row). */
export async function readSignInPolicy(db: Db): Promise<SignInPolicy> {
  const [row] = await policyRow(db).execute();
  return { staffStrongSignInOnly: row?.staffStrongSignInOnly === true };
}

/** Saves the policy and records the change; saving what is there already records nothing. */
export async function saveSignInPolicy(
  db: Db,
  actor: Actor,
  policy: SignInPolicy,
  request: RequestInfo,
): Promise<SignInPolicy> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ strong: signInPolicy.staffStrongSignInOnly })
      .from(signInPolicy)
      .where(eq(signInPolicy.id, 1))
      .for('update');
    if (before?.strong === policy.staffStrongSignInOnly) return policy;
    await tx
      .insert(signInPolicy)
      .values({ id: 1, staffStrongSignInOnly: policy.staffStrongSignInOnly, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: signInPolicy.id,
        set: {
          staffStrongSignInOnly: policy.staffStrongSignInOnly,
          updatedBy: actor.id,
          updatedAt: sql`now()`,
        },
      });
    await recordAudit(tx, {
      action: 'sign_in_policy.saved',
      actor,
      ...request,
      details: { staffStrongSignInOnly: policy.staffStrongSignInOnly },
    });
    return policy;
  });
}
