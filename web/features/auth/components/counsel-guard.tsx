import type { ReactNode } from 'react';
import type { Session } from '../api/get-session';
import { counselGuardDecision, landingPath } from '../lib/guard-decisions';
import { TwoFactorAreaGuard } from './two-factor-area-guard';

/** Why counsel sign in again, naming their own area. */
export const counselSignInAgain =
  'This sign-in did not ask for a code from your authenticator app. Please sign out and sign in again with your code to open the ideas you are invited to.';

const signInAgain = { area: 'Invited Ideas', message: counselSignInAgain };
const ownStartPage = (session: Session | null) => landingPath(session, null);

/**
 * Shows the counsel area only to outside counsel, and to them only once they have two-factor
 * sign-in on and signed in with it: until then it leads them through setting it up, or through
 * signing in again with their code, as the admin guard does for staff. Anyone else goes to their
 * own start page. For display only: every pipeline API checks all of it on the server.
 */
export function CounselGuard({ children }: { children: ReactNode }) {
  return (
    <TwoFactorAreaGuard
      decide={counselGuardDecision}
      portal="counsel"
      elsewhere={ownStartPage}
      signInAgain={signInAgain}
    >
      {children}
    </TwoFactorAreaGuard>
  );
}
