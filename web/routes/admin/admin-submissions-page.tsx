import { FileDown } from 'lucide-react';
import { AreaHeading } from '#web/components/layout/area-heading';
import { buttonClassName } from '#web/components/ui/button';
import {
  submissionsExportUrl,
  SubmissionsFilters,
  SubmissionsList,
  useSubmissionsList,
  withTag,
} from '#web/features/submissions/staff';
import { RefreshButton } from '#web/components/list/refresh-button';
import { useRowSelection } from '#web/lib/list/use-row-selection';
import { useSession } from '#web/features/auth/hooks/use-session';
import { AssignReviewersDialog, TagFilter } from '#web/features/evaluation';

/** /admin/submissions: every submitted idea (a reviewer's: their assignments), from the server. */
export function AdminSubmissionsPage() {
  const { query, setQuery, list, refresh } = useSubmissionsList();
  // Admins tick rows to assign reviewers; the server refuses it to reviewers too.
  const isAdmin = useSession().data?.user.isAdmin === true;
  const selection = useRowSelection();

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
            {isAdmin && (
              <a
                href={submissionsExportUrl(query)}
                download
                className={buttonClassName({ variant: 'outline' })}
              >
                <FileDown aria-hidden="true" />
                Export CSV
              </a>
            )}
          </div>
        }
      />
      <SubmissionsFilters query={query} setQuery={setQuery}>
        <TagFilter value={query.tag} onChange={(tag) => setQuery(withTag(query, tag))} />
      </SubmissionsFilters>
      <SubmissionsList
        query={query}
        setQuery={setQuery}
        list={list}
        selection={isAdmin ? selection : undefined}
        bulkActions={
          isAdmin && (
            <AssignReviewersDialog
              submissionIds={[...selection.selected]}
              onAssigned={selection.clear}
            />
          )
        }
      />
    </div>
  );
}
