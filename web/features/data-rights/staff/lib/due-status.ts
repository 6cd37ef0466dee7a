import type { ErasureRequest } from '#common/erasure';

const DAY_MS = 86_400_000;

/** An open request due within this many days is marked as due soon. */
export const SOON_DAYS = 7;

/** Where a request stands: answered, or open and overdue, due soon, or neither. */
export type DueState = 'answered' | 'overdue' | 'soon' | 'open';

export const dueStateLabels: Record<DueState, string> = {
  answered: 'Answered',
  overdue: 'Overdue',
  soon: `Due within ${SOON_DAYS} days`,
  open: 'Open',
};

export function dueState(
  request: Pick<ErasureRequest, 'dueAt' | 'answeredAt'>,
  now: number = Date.now(),
): DueState {
  if (request.answeredAt) return 'answered';
  const left = Date.parse(request.dueAt) - now;
  if (left < 0) return 'overdue';
  return left <= SOON_DAYS * DAY_MS ? 'soon' : 'open';
}

const dayCount = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

/**
 * How far off an open request's due time is, in whole days: "Due in 5 days", "Due in less than
 * a day", "Overdue by 3 days", "Overdue by less than a day".
 */
export function dueInText(dueAt: string, now: number = Date.now()): string {
  const left = Date.parse(dueAt) - now;
  const days = Math.floor(Math.abs(left) / DAY_MS);
  const span = days === 0 ? 'less than a day' : dayCount(days);
  return left < 0 ? `Overdue by ${span}` : `Due in ${span}`;
}

/** The queue in a line: "3 open requests: 1 overdue, 1 due within 7 days." */
export function queueSummary(
  requests: readonly Pick<ErasureRequest, 'dueAt' | 'answeredAt'>[],
  now: number = Date.now(),
): string {
  const states = requests.map((request) => dueState(request, now));
  const open = states.filter((state) => state !== 'answered').length;
  if (open === 0) return 'No open requests.';
  const count = (state: DueState) => states.filter((s) => s === state).length;
  const urgent = [
    count('overdue') > 0 ? `${count('overdue')} overdue` : null,
    count('soon') > 0 ? `${count('soon')} due within ${SOON_DAYS} days` : null,
  ].filter(Boolean);
  const total = `${open} open ${open === 1 ? 'request' : 'requests'}`;
  return urgent.length > 0 ? `${total}: ${urgent.join(', ')}.` : `${total}.`;
}
