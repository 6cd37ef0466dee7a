import { eq } from 'drizzle-orm';
import { submissionMessages } from '#common/submissions';
import { AppError } from '#server/core/app-error';
import type { Tx } from '#server/db/client';
import { profiles } from '#server/db/schema/index';

type Profile = typeof profiles.$inferSelect;

/** The profile if its agreement is signed, or a refusal: nobody submits without one. */
export function signed(profile: Profile | null | undefined) {
  if (profile?.signature !== 'signed' || !profile.agreementId) {
    throw new AppError('agreement_required', submissionMessages.agreementRequired.message);
  }
  return profile;
}

/** The user's signed agreement and profile, or a refusal. */
export async function signedProfile(db: Tx, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return signed(profile);
}
