import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { PageLoading } from '#web/components/layout/page-loading';
import { ConversationPanel, ownUnreadQueryOptions } from '#web/features/conversation';
import { MySubmissions } from '#web/features/submissions/inventor';
import { useSubmitter } from './use-submitter';

/**
 * The My Submissions tab, each sent idea's details with its conversation. Without a signed agreement (neither the profile nor the browser's
 * record shows one) the dashboard opens on the submit-idea tab instead (spec 02 §2).
 */
export function MySubmissionsPage() {
  const { submitter, agreement } = useSubmitter();
  const unread = useQuery(ownUnreadQueryOptions).data;
  if (agreement.state === 'unsigned') return <Navigate to="/user-dashboard/submit-idea" replace />;
  if (!submitter || agreement.state === 'checking')
    return <PageLoading label="Loading your submissions..." />;
  return (
    <MySubmissions
      submitter={submitter}
      unread={unread?.submissions}
      conversation={(submission) => (
        <ConversationPanel audience="inventor" submissionId={submission.id} headingLevel={3} />
      )}
    />
  );
}
