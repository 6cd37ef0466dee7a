import type { CoInventorRecord } from '#common/co-inventors';
import { formatDateTime } from '#web/lib/dates';

/**
 * Where a co-inventor's answer stands, as the inventors' side reads it: "Confirmed on <date>
 * (signed as: <name>)", "Disputed" or "Invited, not yet answered". A dispute's reasons are for
 * staff to weigh; its comment never reaches this side at all.
 */
export function answerText(
  coInventor: Pick<CoInventorRecord, 'response' | 'respondedAt'> &
    Partial<Pick<CoInventorRecord, 'printedName'>>,
): string {
  switch (coInventor.response) {
    case 'attested': {
      const when = coInventor.respondedAt ? ` on ${formatDateTime(coInventor.respondedAt)}` : '';
      const name = coInventor.printedName ? ` (signed as: ${coInventor.printedName})` : '';
      return `Confirmed${when}${name}`;
    }
    case 'disputed':
      return 'Disputed';
    case null:
    case undefined:
      return 'Invited, not yet answered';
    default:
      // An answer a later server knows: not a confirmation, and not to be guessed at.
      return 'Answered';
  }
}

/** Which of the three an answer is, for its icon and colour. */
export const answerKind = (response: string | null) =>
  response === 'attested' ? 'confirmed' : response === null ? 'invited' : 'disputed';
