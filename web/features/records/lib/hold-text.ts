import type { LegalHold } from '#common/records';
import { utcDateTime } from '#web/lib/dates';

/** "Legal hold since Mar 4, 2026, 3:04 PM UTC by ana@example.com" (by whom, if still known). */
export function holdSince(hold: LegalHold): string {
  const by = hold.by ? ` by ${hold.by}` : '';
  return `Legal hold since ${utcDateTime(hold.since)}${by}`;
}
