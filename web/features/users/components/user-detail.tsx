import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { adminMessages } from '#common/admin-messages';
import { AreaHeading } from '#web/components/layout/area-heading';
import { PageLoading } from '#web/components/layout/page-loading';
import { Button } from '#web/components/ui/button';
import { hasStatus } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { adminUserQueryOptions } from '#web/features/users/api/users';
import { userName } from '#web/features/users/lib/user-display';
import { LoadError } from '#web/components/list/load-error';
import { AccountActivityCard } from './account-activity-card';
import { UserInformationCard } from './user-information-card';
import { UserSubmissionsCard } from './user-submissions-card';

const BACK_TO_USERS = 'Back to Users';

function BackToUsersLink() {
  return (
    <Link
      to="/admin/users"
      className="inline-flex items-center gap-1 font-medium text-accent-600 underline underline-offset-4 hover:text-accent-700"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {BACK_TO_USERS}
    </Link>
  );
}

/** The page frame of /admin/details: its heading, then what is known. */
export function UserDetailPage({
  description,
  children,
}: {
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <AreaHeading heading="User Details" area="Admin Portal" description={description} />
      {children}
    </div>
  );
}

function UserNotFound() {
  return (
    <UserDetailPage>
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <UserX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
        <p className="mt-3 text-lg font-semibold text-brand-900">{adminMessages.userNotFound}</p>
        <Button asChild className="mt-4">
          <Link to="/admin/users">
            <ArrowLeft aria-hidden="true" />
            {BACK_TO_USERS}
          </Link>
        </Button>
      </div>
    </UserDetailPage>
  );
}

/** One user's account, agreement, activity and submissions, or why they cannot be shown. */
export function UserDetail({ userId }: { userId: string }) {
  const detail = useQuery(adminUserQueryOptions(userId));
  const failed = detail.isError && !hasStatus(detail.error, 404);

  // The spec's toast for a failed load (spec 01 §8); the page also says it, with Try Again.
  useEffect(() => {
    if (failed)
      notify.error(adminMessages.userDataFailed.title, adminMessages.userDataFailed.message, {
        id: 'admin-user-detail-failed',
      });
  }, [failed]);

  if (detail.isPending) return <PageLoading label="Loading user details..." />;
  if (detail.isError && hasStatus(detail.error, 404)) return <UserNotFound />;
  if (detail.isError) {
    return (
      <UserDetailPage>
        <BackToUsersLink />
        <LoadError
          message={adminMessages.userDetailsFailed}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </UserDetailPage>
    );
  }

  const { user, submissions } = detail.data;
  return (
    <UserDetailPage description={`${userName(user.fullName)} · ${user.email}`}>
      <BackToUsersLink />
      <div className="grid gap-6 xl:grid-cols-2">
        <UserInformationCard user={user} />
        <AccountActivityCard user={user} />
      </div>
      <UserSubmissionsCard submissions={submissions} email={user.email} />
    </UserDetailPage>
  );
}
