import type { HistoryEntry } from '#common/staff-submissions';
import { isAuditAction } from '#common/audit-events';
import { submissionStatusLabel } from '#common/submissions';
import { disputeText } from './co-inventor-state';

/** One audit log entry about a submission, in words. */
export interface HistoryLine {
  text: string;
  /** The admin notes saved with a status change. */
  notes: string | null;
}

const textDetail = (details: HistoryEntry['details'], key: string): string | null => {
  const value = details?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

function statusChange(details: HistoryEntry['details']): string {
  const from = textDetail(details, 'from');
  const to = textDetail(details, 'to');
  // Status words as the badges show them (pending reads 'Submitted').
  if (from && to)
    return `Status changed from ${submissionStatusLabel(from, 'staff')} to ${submissionStatusLabel(to, 'staff')}`;
  if (to) return `Status changed to ${submissionStatusLabel(to, 'staff')}`;
  return 'Status changed';
}

const conversationEntries: Record<string, string> = {
  message: 'Message sent',
  request: 'More information requested',
  note: 'Internal note added',
};

function conversationEntry(kind: string | null): string {
  return (kind && conversationEntries[kind]) || 'Message sent';
}

/**
 * 'Status changed from Submitted to Approved by a@b.c', 'Attachment downloaded by ...'. An
 * action this page does not know yet is shown by its name rather than hidden: the history
 * is a record, and a newer server may log more.
 */
export function describeHistoryEntry(entry: HistoryEntry): HistoryLine {
  let text: string;
  let notes: string | null = null;
  // Details are read defensively: the log keeps what older servers wrote too.
  switch (isAuditAction(entry.action) ? entry.action : null) {
    case 'submission.status_changed':
      text = statusChange(entry.details);
      notes = textDetail(entry.details, 'adminNotes');
      break;
    case 'submission.notes_changed':
      text = 'Notes updated';
      notes = textDetail(entry.details, 'adminNotes');
      break;
    case 'submission.tag_added':
      text = `Tag “${textDetail(entry.details, 'tag') ?? ''}” added`;
      break;
    case 'submission.tag_removed':
      text = `Tag “${textDetail(entry.details, 'tag') ?? ''}” removed`;
      break;
    case 'submission.linked':
      text =
        textDetail(entry.details, 'kind') === 'duplicate_of'
          ? 'Marked as a duplicate'
          : 'Marked as related';
      break;
    case 'submission.unlinked':
      text = 'Link to another submission removed';
      break;
    case 'attachment.downloaded':
      text = 'Attachment downloaded';
      break;
    case 'conversation.message_posted':
      text = conversationEntry(textDetail(entry.details, 'kind'));
      break;
    case 'agreement.downloaded':
      text = 'Agreement downloaded';
      break;
    case 'submission.evidence_downloaded':
      text = 'Evidence bundle downloaded';
      break;
    case 'submission.hold_placed':
      text = 'Legal hold placed';
      notes = textDetail(entry.details, 'reason');
      break;
    case 'submission.hold_lifted':
      text = 'Legal hold lifted';
      notes = textDetail(entry.details, 'reason');
      break;
    case 'review.assigned':
      text = `Reviewer ${textDetail(entry.details, 'reviewerEmail') ?? ''} assigned`;
      break;
    case 'review.unassigned':
      text = `Reviewer ${textDetail(entry.details, 'reviewerEmail') ?? ''} unassigned`;
      break;
    case 'review.declined':
      text =
        textDetail(entry.details, 'reason') === 'conflict_of_interest'
          ? 'Review declined: conflict of interest'
          : 'Review declined';
      notes = textDetail(entry.details, 'note');
      break;
    case 'scorecard.submitted':
      text = 'Scorecard submitted';
      break;
    case 'co_inventor.attested': {
      const share = entry.details?.share;
      text =
        typeof share === 'number'
          ? `Inventorship confirmed (${share}% share)`
          : 'Inventorship confirmed';
      break;
    }
    case 'co_inventor.disputed':
      text = `Inventorship disputed: ${disputeText(entry.details?.reason, entry.details?.claimedShare)}`;
      break;
    case 'co_inventor.invitation_resent':
      text = `Co-inventor invitation sent again to ${textDetail(entry.details, 'email') ?? 'the co-inventor'}`;
      break;
    case 'co_inventor.address_corrected': {
      const from = textDetail(entry.details, 'from');
      const to = textDetail(entry.details, 'to');
      text =
        from && to
          ? `Co-inventor address corrected from ${from} to ${to}`
          : 'Co-inventor address corrected';
      break;
    }
    default:
      text = entry.action;
  }
  const actor = entry.actorEmail?.trim();
  return { text: actor ? `${text} by ${actor}` : text, notes };
}

/** Newest first; entries logged in the same instant keep the order they were logged in, reversed. */
export const historyNewestFirst = (entries: readonly HistoryEntry[]): HistoryEntry[] =>
  [...entries].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
