import { agreementState } from '#web/features/agreements/lib/agreement-record';
import { useSession } from '#web/features/auth/hooks/use-session';
import type { Submitter } from '#web/features/submissions/inventor';
import { useUserData } from '#web/features/user-data/hooks/use-user-data';

/**
 * The signed-in user as the submissions feature needs them: who they are and whether the
 * agreement is signed (the server's profile decides once known, spec 02 §4 "Agreement").
 */
export function useSubmitter(): {
  submitter: Submitter | null;
  agreement: ReturnType<typeof agreementState>;
} {
  const { data: session } = useSession();
  const { userData } = useUserData();
  const profile = session === undefined ? undefined : (session?.profile ?? null);
  const agreement = agreementState(profile, userData);
  if (!session) return { submitter: null, agreement };
  return {
    agreement,
    submitter: {
      userId: session.user.id,
      email: session.user.email,
      fullName: profile?.fullName?.trim() || userData.fullName.trim() || null,
      jobTitle: profile?.jobTitle?.trim() || userData.jobTitle.trim() || null,
      agreementId: agreement.agreementId,
      agreementSigned: agreement.state === 'signed',
    },
  };
}
