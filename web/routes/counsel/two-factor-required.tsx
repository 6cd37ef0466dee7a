import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hasStatus } from '#web/lib/api';
import { counselSignInAgain } from '#web/features/auth/components/counsel-guard';
import { StaffSignInAgain } from '#web/features/auth/components/staff-sign-in-again';
import { useRefreshSession } from '#web/features/auth/hooks/use-refresh-session';
import { COUNSEL_AREA } from './counsel-layout';

/** Whether the server refused an answer until its reader signs in with their second factor. */
export const needsTwoFactor = (error: unknown) => hasStatus(error, 403, 'two_factor_required');

/**
 * What a counsel page shows when the server wants the second factor the session seemed to
 * have: the account is read again (the guard then leads through setting it up, if that is what
 * is missing), and meanwhile the way to sign in again with the code.
 */
export function TwoFactorRequired() {
  const location = useLocation();
  const refreshSession = useRefreshSession();
  useEffect(() => {
    void refreshSession().catch(() => undefined);
  }, [refreshSession]);
  return <StaffSignInAgain from={location} area={COUNSEL_AREA} message={counselSignInAgain} />;
}
