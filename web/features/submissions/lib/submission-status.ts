import type { Viewpoint } from '#common/access';
import {
  LOCAL_PENDING_STATUS,
  submissionStatusLabel,
  type SubmissionStatus,
} from '#common/submissions';

export type StatusTone = 'blue' | 'yellow' | 'green' | 'red' | 'gray';

/**
 * The badge colour of each status (spec 02 §4): blue draft, yellow pending, green approved,
 * red rejected, gray otherwise (including the browser-only pending-local).
 */
const tones: Record<SubmissionStatus, StatusTone> = {
  draft: 'blue',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

/**
 * Dark text on a pale fill: every pair is above 4.5:1 (WCAG AA for small text), and the
 * border keeps the badge's edge visible (3:1 against white).
 */
export const statusToneClassNames: Record<StatusTone, string> = {
  blue: 'border-blue-300 bg-blue-50 text-blue-800',
  yellow: 'border-yellow-400 bg-yellow-50 text-yellow-900',
  green: 'border-green-300 bg-green-50 text-green-800',
  red: 'border-red-300 bg-red-50 text-red-800',
  gray: 'border-slate-300 bg-slate-100 text-slate-800',
};

/** The label of the browser-only queued status. */
export const LOCAL_PENDING_LABEL = 'Pending (stored locally)';

export interface StatusDisplay {
  /** The status in words; the badge never relies on its colour alone. */
  label: string;
  tone: StatusTone;
  className: string;
}

/** How a submission's status is shown: its label and its badge colour. */
export function statusDisplay(
  status: string | null | undefined,
  view: Viewpoint = 'inventor',
): StatusDisplay {
  // Own keys only: 'toString' and friends are not statuses.
  const known = typeof status === 'string' && Object.hasOwn(tones, status);
  const tone: StatusTone = known ? tones[status as SubmissionStatus] : 'gray';
  const label =
    status === LOCAL_PENDING_STATUS
      ? LOCAL_PENDING_LABEL
      : known
        ? submissionStatusLabel(status, view)
        : 'Unknown';
  return { label, tone, className: statusToneClassNames[tone] };
}
