import { FileDown } from 'lucide-react';
import { adminMessages } from '#common/admin';
import { AreaHeading } from '#web/components/layout/area-heading';
import { buttonClassName } from '#web/components/ui/button';
import { submissionsExportUrl } from '#web/features/admin/api/submissions';
import { ListSearch } from '#web/features/admin/components/list/list-search';
import { RefreshButton } from '#web/features/admin/components/list/refresh-button';
import { ConversationFilter } from '#web/features/admin/components/submissions/conversation-filter';
import { SubmissionsList } from '#web/features/admin/components/submissions/submissions-list';
import { useSubmissionsList } from '#web/features/admin/hooks/use-submissions-list';
import { withSearch } from '#web/features/admin/lib/list/list-query';
import {
  withConversation,
  withTag,
} from '#web/features/admin/lib/submissions/submission-list-query';
import { TagFilter } from '#web/features/evaluation/components/tag-filter';

/** /admin/submissions: every submitted idea, filtered, searched, sorted and paged by the server. */
export function AdminSubmissionsPage() {
  const { query, setQuery, list, refresh } = useSubmissionsList();

  return (
    <div className="space-y-6">
      <AreaHeading
        heading="Submissions"
        area="Admin Portal"
        description="Review submissions, update their status and download agreements."
        actions={
          <div className="flex flex-wrap gap-2">
            <RefreshButton busy={list.isFetching} onRefresh={() => void refresh()} />
            {/* A plain link: the server sends the file as an attachment, every page of it. */}
            <a
              href={submissionsExportUrl(query)}
              download
              className={buttonClassName({ variant: 'outline' })}
            >
              <FileDown aria-hidden="true" />
              Export CSV
            </a>
          </div>
        }
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="min-w-0 flex-1">
          <ListSearch
            label="Search submissions"
            placeholder={adminMessages.searchSubmissions}
            value={query.q}
            onSearch={(q) => setQuery(withSearch(query, q), { replace: true })}
          />
        </div>
        <ConversationFilter
          value={query.conversation}
          onChange={(conversation) => setQuery(withConversation(query, conversation))}
        />
        <TagFilter value={query.tag} onChange={(tag) => setQuery(withTag(query, tag))} />
      </div>
      <SubmissionsList query={query} setQuery={setQuery} list={list} />
    </div>
  );
}
