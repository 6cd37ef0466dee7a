import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { staffHome } from '#common/roles';
import { useSession } from '#web/features/auth/hooks/use-session';

/**
 * A page for admins alone (its data is refused to reviewers): a reviewer is led to their own
 * review queue instead. Inside the admin guard, so the session is known.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const isAdmin = useSession().data?.user.isAdmin === true;
  return isAdmin ? children : <Navigate to={staffHome.reviewer} replace />;
}
