import { describe, expect, it } from 'vitest';
import { computeDeadlines } from './docket';
import type { Filing } from './filings';

const filing = (id: string, over: Partial<Filing>): Filing => ({
  id,
  jurisdiction: 'US',
  type: 'provisional',
  applicationNumber: `63/${id}`,
  filedOn: '2026-01-15',
  priorityFilingId: null,
  recordedBy: 'Admin',
  recordedAt: '2026-01-16T00:00:00.000Z',
  ...over,
});

const due = (filings: Filing[]) =>
  computeDeadlines(filings, []).map((d) => [d.rule, d.dueOn, d.coveredBy !== null]);

describe('the docket', () => {
  it('gives a provisional its priority year and its conversion, 12 months on', () => {
    expect(due([filing('p', {})])).toEqual([
      ['paris_priority', '2027-01-15', false],
      ['provisional_conversion', '2027-01-15', false],
    ]);
  });

  it('counts months to the last day of a shorter month, in leap years and not', () => {
    expect(due([filing('p', { filedOn: '2024-02-29' })])[0]).toEqual([
      'paris_priority',
      '2025-02-28',
      false,
    ]);
    expect(due([filing('p', { filedOn: '2027-02-28', type: 'non_provisional' })])).toEqual([
      ['paris_priority', '2028-02-28', false],
    ]);
    // 30 and 31 months from 31 August: February's and March's last days.
    const pct = computeDeadlines(
      [filing('w', { jurisdiction: 'PCT', type: 'pct', filedOn: '2025-08-31' })],
      [],
    );
    expect(pct.map((d) => [d.rule, d.dueOn])).toEqual([
      ['paris_priority', '2026-08-31'],
      ['pct_national_phase', '2028-02-29'],
      ['ep_regional_phase', '2028-03-31'],
    ]);
  });

  it('counts a PCT application from the priority it claims, and lets later filings cover', () => {
    const filings = [
      filing('p', { filedOn: '2026-01-15' }),
      filing('w', {
        jurisdiction: 'PCT',
        type: 'pct',
        filedOn: '2027-01-14',
        priorityFilingId: 'p',
      }),
      filing('e', {
        jurisdiction: 'EP',
        type: 'national_phase',
        filedOn: '2028-07-01',
        priorityFilingId: 'w',
      }),
    ];
    expect(due(filings)).toEqual([
      ['paris_priority', '2027-01-15', true],
      ['provisional_conversion', '2027-01-15', true],
      ['pct_national_phase', '2028-07-15', false],
      ['ep_regional_phase', '2028-08-15', true],
    ]);
  });

  it('keeps a bar date open until a filing on or before it', () => {
    const barDate = {
      jurisdiction: 'US',
      name: 'United States',
      date: '2027-03-10',
      kind: 'grace' as const,
      disclosure: {
        type: 'talk' as const,
        timing: 'planned' as const,
        date: '2026-03-10',
        where: 'LINNC, Paris',
        link: null,
        fileId: null,
      },
      source: '35 U.S.C. 102(b)(1)',
    };
    expect(computeDeadlines([], [barDate])[0]).toMatchObject({
      rule: 'bar_date',
      dueOn: '2027-03-10',
      coveredBy: null,
    });
    const covered = computeDeadlines([filing('p', { filedOn: '2027-03-10' })], [barDate]);
    expect(covered.find((d) => d.rule === 'bar_date')!.coveredBy).toContain('63/p');
  });
});
