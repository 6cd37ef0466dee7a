import { describe, expect, it } from 'vitest';
import type { ReviewQueueItem } from '#common/evaluation';
import { durationText, dayText, declinedTitle, itemsIn } from './review-queue';

const item = (over: Partial<ReviewQueueItem>): ReviewQueueItem => ({
  submissionId: 'id',
  title: 'Idea',
  inventor: 'Ada',
  submittedAt: '2026-01-01T00:00:00.000Z',
  assignedAt: '2026-01-02T00:00:00.000Z',
  dueOn: null,
  overdue: false,
  state: 'to_score',
  declineReason: null,
  scoredAt: null,
  ...over,
});

describe('itemsIn', () => {
  it('puts overdue first, then the soonest due, undated last', () => {
    const queue = {
      items: [
        item({ submissionId: 'undated' }),
        item({ submissionId: 'later', dueOn: '2026-03-01' }),
        item({ submissionId: 'overdue', dueOn: '2026-01-03', overdue: true }),
        item({ submissionId: 'sooner', dueOn: '2026-02-01' }),
        item({ submissionId: 'scored', state: 'scored', scoredAt: '2026-01-05T00:00:00.000Z' }),
      ],
      counts: { to_score: 4, scored: 1, declined: 0 },
    };
    expect(itemsIn(queue, 'to_score').map((i) => i.submissionId)).toEqual([
      'overdue',
      'sooner',
      'later',
      'undated',
    ]);
    expect(itemsIn(queue, 'scored').map((i) => i.submissionId)).toEqual(['scored']);
    expect(itemsIn(queue, 'declined')).toEqual([]);
  });

  it('lists scored reviews newest first', () => {
    const queue = {
      items: [
        item({ submissionId: 'old', state: 'scored', scoredAt: '2026-01-05T00:00:00.000Z' }),
        item({ submissionId: 'new', state: 'scored', scoredAt: '2026-02-05T00:00:00.000Z' }),
      ],
      counts: { to_score: 0, scored: 2, declined: 0 },
    };
    expect(itemsIn(queue, 'scored').map((i) => i.submissionId)).toEqual(['new', 'old']);
  });
});

describe('declinedTitle', () => {
  it('hides the idea for a conflict of interest', () => {
    expect(declinedTitle(item({ declineReason: 'conflict_of_interest', title: null }))).toBe(
      'Hidden (conflict of interest)',
    );
    expect(declinedTitle(item({ declineReason: 'other' }))).toBe('Declined');
  });
});

describe('dayText', () => {
  it('shows the calendar day whatever the time zone, and a dash without one', () => {
    expect(dayText('2026-01-05')).toBe('Jan 5, 2026');
    expect(dayText(null)).toBe('—');
    expect(dayText('nonsense')).toBe('—');
  });
});

describe('durationText', () => {
  it('shows minutes under an hour, hours under a day, and days to one decimal', () => {
    expect(durationText(null)).toBe('—');
    expect(durationText(20)).toBe('Under a minute');
    expect(durationText(4 * 60)).toBe('4 minutes');
    expect(durationText(60)).toBe('1 minute');
    expect(durationText(59 * 60 + 50)).toBe('1 hour');
    expect(durationText(2.46 * 3600)).toBe('2.5 hours');
    expect(durationText(86400)).toBe('1 day');
    expect(durationText(2.46 * 86400)).toBe('2.5 days');
  });
});
