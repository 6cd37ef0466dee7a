import { useQuery } from '@tanstack/react-query';
import { AreaHeading } from '#web/components/layout/area-heading';
import { PageLoading } from '#web/components/layout/page-loading';
import { LoadError } from '#web/components/list/load-error';
import { RefreshButton } from '#web/components/list/refresh-button';
import {
  mailAttentionQueryOptions,
  MailTable,
  describeMailCounts,
} from '#web/features/mail-outbox';
import { AdminOnly } from './admin-only';

/** /admin/mail: mail that has not gone as it should, to send again (admins only). */
export function AdminMailPage() {
  return (
    <AdminOnly>
      <Mail />
    </AdminOnly>
  );
}

function Mail() {
  const mail = useQuery(mailAttentionQueryOptions);
  return (
    <div className="space-y-6">
      <AreaHeading
        heading="Mail"
        area="Admin Portal"
        description="Messages the mail server has not taken yet. Their content is not shown."
        actions={<RefreshButton busy={mail.isFetching} onRefresh={() => void mail.refetch()} />}
      />
      {mail.isPending ? (
        <PageLoading label="Loading mail..." />
      ) : mail.data === undefined ? (
        <LoadError
          message="Failed to load the mail queue. Please try again."
          onRetry={() => void mail.refetch()}
          retrying={mail.isFetching}
        />
      ) : (
        <>
          <p className="text-sm font-medium text-slate-800">
            {describeMailCounts(mail.data.counts)}
          </p>
          <MailTable messages={mail.data.messages} />
        </>
      )}
    </div>
  );
}
