const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** What an assignment did, in words: new assignments, and old ones whose due date changed. */
export function assignedText(assigned: number, updated: number): string {
  const parts = [plural(assigned, 'new assignment')];
  if (updated > 0) parts.push(`${plural(updated, 'assignment')} updated`);
  return `${parts.join(', ')}.`;
}

/** The chosen ids after ticking or unticking one. */
export const toggled = (chosen: readonly string[], id: string, on: boolean): string[] =>
  on ? (chosen.includes(id) ? [...chosen] : [...chosen, id]) : chosen.filter((c) => c !== id);

/** Today in the reader's own calendar as YYYY-MM-DD: the earliest due date a picker offers. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
