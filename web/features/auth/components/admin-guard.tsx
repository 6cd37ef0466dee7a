import type { ReactNode } from 'react';
import { adminGuardDecision } from '../lib/guard-decisions';
import { TwoFactorAreaGuard } from './two-factor-area-guard';

const userDashboard = () => '/user-dashboard';

/**
 * Shows the admin portal only to admins (spec 01 §4 "Admin guard"), and to them only once they
 * have two-factor sign-in on and signed in with it: until then it leads them through setting it
 * up, or through signing in again with their code. For display only: every admin API route
 * checks all of it on the server.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  return (
    <TwoFactorAreaGuard decide={adminGuardDecision} elsewhere={userDashboard}>
      {children}
    </TwoFactorAreaGuard>
  );
}
