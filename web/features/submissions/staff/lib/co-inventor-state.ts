import { disputeReasonLabels, type CoInventorRecord } from '#common/co-inventors';
import { answerKind } from '#web/features/submissions/lib/inventor-answers';
import { utcDateTime } from '#web/lib/dates';

/** Where a co-inventor's answer stands, in staff's words, and what they said to staff alone. */
export interface CoInventorState {
  kind: ReturnType<typeof answerKind>;
  text: string;
  /** A dispute's comment: staff read it, the submitter does not. */
  comment: string | null;
}

/**
 * A signature's moment in UTC, whoever reads it: the manifest and its timestamp record UTC, so
 * staff in different time zones quote the same time.
 */

/**
 * A dispute in the co-inventor's own chosen words, and the share they claim when they gave one:
 * '“My share is different” (claims 35%)'. Read defensively: the history keeps what any server
 * version logged.
 */
export function disputeText(reason: unknown, claimedShare: unknown): string {
  const label =
    typeof reason === 'string' && Object.hasOwn(disputeReasonLabels, reason)
      ? `“${disputeReasonLabels[reason as keyof typeof disputeReasonLabels]}”`
      : 'no reason given';
  return typeof claimedShare === 'number' ? `${label} (claims ${claimedShare}%)` : label;
}

/** The submitter confirmed their part by sending the idea. */
export const submitterState = (submittedAt: string | null): CoInventorState => ({
  kind: 'confirmed',
  text: submittedAt
    ? `Confirmed ${utcDateTime(submittedAt)}: submitted the idea`
    : 'Submitted the idea',
  comment: null,
});

/**
 * "Confirmed <UTC time>: signed as <name> — “<meaning>”", "Disputed: <reason> (claims N%)", or
 * "Invited, not answered".
 */
export function coInventorState(coInventor: CoInventorRecord): CoInventorState {
  const kind = answerKind(coInventor.response);
  switch (kind) {
    case 'invited':
      return { kind, text: 'Invited, not answered', comment: null };
    case 'confirmed': {
      const when = coInventor.respondedAt ? ` ${utcDateTime(coInventor.respondedAt)}` : '';
      const name = coInventor.printedName ?? coInventor.name;
      const meaning = coInventor.meaning ? ` — “${coInventor.meaning}”` : '';
      return { kind, text: `Confirmed${when}: signed as ${name}${meaning}`, comment: null };
    }
    case 'disputed':
      return {
        kind,
        text: `Disputed: ${disputeText(coInventor.disputeReason, coInventor.claimedShare)}`,
        comment: coInventor.disputeComment?.trim() || null,
      };
  }
}
