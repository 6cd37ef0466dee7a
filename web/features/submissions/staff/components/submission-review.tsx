import { useState, type ReactNode } from 'react';
import { ArrowLeft, ClipboardPen, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { InventorsRecord } from '#common/co-inventors';
import type { InventionFactsRecord } from '#common/invention-facts';
import type {
  AdminSubmission,
  AdminSubmissionDetail,
  HistoryEntry,
} from '#common/staff-submissions';
import { AreaHeading } from '#web/components/layout/area-heading';
import { InventorStateBadge } from '#web/features/submissions/components/inventor-state-badge';
import { ProofOfDisclosure } from '#web/features/proof';
import { StatusBadge } from '#web/features/submissions/components/status-badge';
import { Button } from '#web/components/ui/button';
import { formatDateTime } from '#web/lib/dates';
import { staffSubmissionKeys } from '../api/keys';
import { DeleteSubmissionDialog } from './delete-submission-dialog';
import { InventorsPanel } from './inventors-panel';
import { PhiCheckPanel } from './phi-check-panel';
import { PhiFlaggedChip } from './phi-flagged-chip';
import { SubmissionContent } from './submission-content';
import { SubmissionFacts } from './submission-facts';
import { SubmissionHistoryCard } from './submission-history-card';
import { UpdateStatusDialog } from './update-status-dialog';

export const SUBMISSIONS_LIST = '/admin/submissions';

function BackToSubmissions() {
  return (
    <Link
      to={SUBMISSIONS_LIST}
      data-print="omit"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-600 underline underline-offset-4"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Submissions
    </Link>
  );
}

/** One submission's own page: its content, its facts, its history, Update Status and Delete. */
export function SubmissionReview({
  submission,
  facts,
  inventors,
  phiCheck,
  history,
  conversation,
  evaluation,
  legalHold,
  canDecide = true,
}: {
  submission: AdminSubmission;
  /** The invention's facts (problem, stage, disclosures, obligations). */
  facts?: InventionFactsRecord;
  /** The submitter and the co-inventors, with each one's answer. */
  inventors: InventorsRecord;
  /** What the PHI guard found when it was sent; null for an idea sent before it. */
  phiCheck: AdminSubmissionDetail['phiCheck'];
  history: HistoryEntry[];
  /** Whether the reader may update the status and delete: admins, not reviewers. */
  canDecide?: boolean;
  /** The conversation with the inventor and the internal notes. */
  conversation?: ReactNode;
  /** Staff tags and related ideas. */
  evaluation?: ReactNode;
  /** The idea's legal hold, which no deletion passes (admins only). */
  legalHold?: ReactNode;
}) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'status' | 'delete' | null>(null);
  const inventor = submission.fullName?.trim() || submission.email;

  return (
    <div className="space-y-6">
      <BackToSubmissions />
      <AreaHeading
        heading={submission.ideaTitle || 'Untitled idea'}
        area="Admin Portal"
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StatusBadge status={submission.status} view="staff" />
            {submission.phiFlagged && <PhiFlaggedChip />}
            <InventorStateBadge state={submission.inventorState} view="staff" />
            <span>
              {submission.submittedAt
                ? `Submitted by ${inventor} on ${formatDateTime(submission.submittedAt)}`
                : `Submitted by ${inventor}`}
            </span>
          </span>
        }
        actions={
          canDecide && (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setDialog('status')}>
                <ClipboardPen aria-hidden="true" />
                Update Status
              </Button>
              <Button variant="destructive" onClick={() => setDialog('delete')}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </div>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <SubmissionContent submission={submission} facts={facts} />
          <InventorsPanel submission={submission} inventors={inventors} canCorrect={canDecide} />
        </div>
        <div className="min-w-0 space-y-6">
          {/* First in its column: a flagged idea's care is the first thing to know of it. */}
          <PhiCheckPanel check={phiCheck} />
          {legalHold}
          <SubmissionFacts submission={submission} />
          {canDecide && (
            <ProofOfDisclosure
              audience="staff"
              id={submission.id}
              ideaKey={staffSubmissionKeys.detail(submission.id)}
            />
          )}
        </div>
      </div>
      {evaluation}
      {conversation}
      <SubmissionHistoryCard history={history} />

      <UpdateStatusDialog
        submission={dialog === 'status' ? submission : null}
        onClose={() => setDialog(null)}
      />
      <DeleteSubmissionDialog
        submission={dialog === 'delete' ? submission : null}
        onClose={() => setDialog(null)}
        onDeleted={() => void navigate(SUBMISSIONS_LIST)}
      />
    </div>
  );
}
