import { z } from 'zod';
import { addMonths, type BarDate } from './bar-dates';
import { filingTypeLabels, jurisdictionLabels, type Filing } from './filings';
import { plainText } from './text';

// The docket (ADR 40): the deadlines an idea's filings and public disclosures set, each with the
// rule that computes it. A deadline is met when a later filing covers it, or when an admin marks
// it met or not applicable. A guide for counsel, not legal advice.

export const deadlineRules = [
  'paris_priority',
  'provisional_conversion',
  'pct_national_phase',
  'ep_regional_phase',
  'bar_date',
] as const;
export type DeadlineRule = (typeof deadlineRules)[number];

export const deadlineRuleLabels: Record<DeadlineRule, string> = {
  paris_priority: 'Paris Convention priority year',
  provisional_conversion: 'Provisional conversion',
  pct_national_phase: 'PCT national phase entry',
  ep_regional_phase: 'European regional phase entry',
  bar_date: 'Bar date',
};

/** How each rule computes its date, as the docket shows it. */
export const deadlineRuleSources: Record<DeadlineRule, string> = {
  paris_priority:
    'Paris Convention, Art. 4C: 12 months from the first filing to claim its priority abroad',
  provisional_conversion: '35 U.S.C. 119(e): a non-provisional or PCT application within 12 months',
  pct_national_phase: 'PCT Art. 22 and 39: 30 months from the priority date',
  ep_regional_phase: 'EPC Rule 159: 31 months from the priority date',
  bar_date: 'The end of the grace period (or the day of the disclosure) under the bar-date rules',
};

export const deadlineStates = ['open', 'met', 'not_applicable'] as const;
export type DeadlineState = (typeof deadlineStates)[number];

export const docketMessages = {
  reasonRequired: 'Say why the deadline does not apply.',
  reasonTooLong: 'Keep the reason to 2,000 characters.',
  deadlineNotFound: 'Deadline not found.',
} as const;

export const markDeadlineSchema = z
  .object({
    state: z.enum(['met', 'not_applicable', 'open'], 'Choose met, not applicable or open.'),
    reason: plainText(
      z.string().trim().max(2_000, docketMessages.reasonTooLong),
      'Reason',
      'multi-line',
    ).default(''),
  })
  .superRefine((input, ctx) => {
    if (input.state === 'not_applicable' && !input.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: docketMessages.reasonRequired });
  });
export type MarkDeadlineInput = z.input<typeof markDeadlineSchema>;

export const deadlineSchema = z.object({
  /** Stable within its idea: the filing and rule, or the bar date's jurisdiction. */
  key: z.string(),
  submissionId: z.string(),
  reference: z.string(),
  rule: z.enum(deadlineRules),
  label: z.string(),
  /** What it is computed from: "US Provisional 63/123,456 filed 2026-01-15". */
  basis: z.string(),
  source: z.string(),
  dueOn: z.string(),
  state: z.enum(deadlineStates),
  /** Met by a later filing (named), not by a mark. */
  coveredBy: z.string().nullable(),
  reason: z.string().nullable(),
  markedBy: z.string().nullable(),
  markedAt: z.string().nullable(),
});
export type Deadline = z.infer<typeof deadlineSchema>;

/** An admin's mark on one deadline. */
export interface DeadlineMark {
  key: string;
  state: 'met' | 'not_applicable';
  reason: string;
  markedBy: string;
  markedAt: string;
}

type Computed = Omit<
  Deadline,
  'submissionId' | 'reference' | 'state' | 'reason' | 'markedBy' | 'markedAt'
>;

const describeFiling = (filing: Filing) =>
  `${jurisdictionLabels[filing.jurisdiction]} ${filingTypeLabels[filing.type]} ${filing.applicationNumber} filed ${filing.filedOn}`;

/** The priority date of a filing: that of the earliest filing its priority claims lead to. */
function priorityDate(filing: Filing, byId: Map<string, Filing>): string {
  let current = filing;
  const seen = new Set<string>();
  while (current.priorityFilingId && !seen.has(current.id)) {
    seen.add(current.id);
    const earlier = byId.get(current.priorityFilingId);
    if (!earlier) break;
    current = earlier;
  }
  return current.filedOn;
}

/**
 * Every deadline the filings and bar dates of one idea set, oldest first, each with the rule and
 * what it is computed from. A filing that claims a filing's priority (or, for a bar date, any
 * filing on or before it) covers it.
 */
export function computeDeadlines(filings: readonly Filing[], barDates: readonly BarDate[]) {
  const byId = new Map(filings.map((filing) => [filing.id, filing]));
  const claiming = (id: string, accept: (filing: Filing) => boolean) =>
    filings.find((filing) => filing.priorityFilingId === id && accept(filing)) ?? null;
  const found: Computed[] = [];
  const add = (rule: DeadlineRule, key: string, dueOn: string, basis: string, by: Filing | null) =>
    found.push({
      key,
      rule,
      label: deadlineRuleLabels[rule],
      basis,
      source: deadlineRuleSources[rule],
      dueOn,
      coveredBy: by ? describeFiling(by) : null,
    });
  for (const filing of filings) {
    const basis = describeFiling(filing);
    if (!filing.priorityFilingId && filing.type !== 'national_phase')
      add(
        'paris_priority',
        `${filing.id}:paris_priority`,
        addMonths(filing.filedOn, 12),
        basis,
        claiming(filing.id, () => true),
      );
    if (filing.type === 'provisional')
      add(
        'provisional_conversion',
        `${filing.id}:provisional_conversion`,
        addMonths(filing.filedOn, 12),
        basis,
        claiming(filing.id, (later) => later.type === 'non_provisional' || later.type === 'pct'),
      );
    if (filing.type === 'pct') {
      const priority = priorityDate(filing, byId);
      const pctBasis = `${basis}, priority date ${priority}`;
      add(
        'pct_national_phase',
        `${filing.id}:pct_national_phase`,
        addMonths(priority, 30),
        pctBasis,
        claiming(
          filing.id,
          (later) => later.type === 'national_phase' && later.jurisdiction !== 'EP',
        ),
      );
      add(
        'ep_regional_phase',
        `${filing.id}:ep_regional_phase`,
        addMonths(priority, 31),
        pctBasis,
        claiming(
          filing.id,
          (later) => later.type === 'national_phase' && later.jurisdiction === 'EP',
        ),
      );
    }
  }
  for (const barDate of barDates) {
    const cover = filings
      .filter((filing) => filing.filedOn <= barDate.date)
      .sort((a, b) => a.filedOn.localeCompare(b.filedOn))[0];
    add(
      'bar_date',
      `bar:${barDate.jurisdiction}`,
      barDate.date,
      `${barDate.name}: ${barDate.disclosure.timing === 'planned' ? 'planned' : 'past'} disclosure on ${barDate.disclosure.date}`,
      cover ?? null,
    );
  }
  return found.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.key.localeCompare(b.key));
}

/** The deadlines of one idea with their state: covered, marked, or open. */
export function docketOf(
  idea: { submissionId: string; reference: string },
  computed: readonly Computed[],
  marks: readonly DeadlineMark[],
): Deadline[] {
  return computed.map((deadline) => {
    const mark = marks.find((m) => m.key === deadline.key);
    return {
      ...deadline,
      ...idea,
      state: mark?.state ?? (deadline.coveredBy ? 'met' : 'open'),
      reason: mark?.reason ?? null,
      markedBy: mark?.markedBy ?? null,
      markedAt: mark?.markedAt ?? null,
    };
  });
}

/** The days before an open deadline at which admins are reminded, each once. */
export const docketReminderDays = [90, 30, 7] as const;
