import type { AssignmentRecord } from '#common/evaluation';
import { declineReasonLabels, recommendationLabels } from '#common/evaluation';

/** Where an assignment stands, as the reviewer list says it. */
export function assignmentStateLabel(assignment: AssignmentRecord): string {
  if (assignment.state === 'scored') return 'Scored';
  if (assignment.state === 'declined') {
    const reason =
      declineReasonLabels[assignment.declineReason as keyof typeof declineReasonLabels];
    return `Declined: ${reason ?? 'no reason given'}`;
  }
  return assignment.overdue ? 'Overdue' : 'To score';
}

/** A score as shown: two decimals, or a dash when there is none. */
export const scoreText = (score: number | null | undefined) =>
  score === null || score === undefined ? '—' : score.toFixed(2);

/** A recommendation's label, or the value itself for one this code does not know. */
export const recommendationLabel = (value: string) =>
  recommendationLabels[value as keyof typeof recommendationLabels] ?? value;

/** A due date (YYYY-MM-DD) as people read it, in UTC like the date it names. */
export const dueDateText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
