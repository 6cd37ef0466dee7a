import { describe, expect, it } from 'vitest';
import type { AssignmentRecord } from '#common/evaluation';
import { assignmentStateLabel, dueDateText, scoreText } from './evaluation-labels';

const assignment = (overrides: Partial<AssignmentRecord>): AssignmentRecord => ({
  reviewerId: 'r1',
  reviewerName: 'Rita',
  reviewerEmail: 'rita@example.com',
  assignedAt: '2026-11-20T10:00:00.000Z',
  dueOn: null,
  overdue: false,
  state: 'to_score',
  declineReason: null,
  declineNote: null,
  ...overrides,
});

describe('evaluation labels', () => {
  it('say where a review stands', () => {
    expect(assignmentStateLabel(assignment({}))).toBe('To score');
    expect(assignmentStateLabel(assignment({ overdue: true }))).toBe('Overdue');
    expect(assignmentStateLabel(assignment({ state: 'scored' }))).toBe('Scored');
    expect(
      assignmentStateLabel(
        assignment({ state: 'declined', declineReason: 'conflict_of_interest' }),
      ),
    ).toBe('Declined: Conflict of interest');
  });

  it('show scores to two places and dates in UTC', () => {
    expect(scoreText(3.1)).toBe('3.10');
    expect(scoreText(null)).toBe('—');
    expect(dueDateText('2026-12-01')).toBe('Dec 1, 2026');
  });
});
