import { z } from 'zod';
import { disclosureTypes, type DisclosureType, type InventionFactsRecord } from './invention-facts';
import { plainText } from './text';

// Bar dates: by when a patent application must be filed for a jurisdiction to keep rights, given
// the public disclosures of an invention. Under absolute novelty (Europe under the EPC, China
// and most of the world) any public disclosure before filing is prior art: the bar date is the
// first disclosure's day. A grace period (the United States, Japan, Korea) excuses the
// inventor's own disclosure for some months: the bar date is that many months after it. The
// rules are data (ADR 36), each with its source.

/** A calendar date, YYYY-MM-DD. */
type IsoDate = string;

export interface BarDateRule {
  /** A short code: EP, US, CN, JP, KR… */
  jurisdiction: string;
  name: string;
  /** 0 for absolute novelty. */
  graceMonths: number;
  /** The disclosure types that count; the others are not public disclosure there. */
  counts: readonly DisclosureType[];
  /** Where the rule comes from, shown beside it. */
  source: string;
}

/** Every kind of public disclosure: each counts in every jurisdiction the portal starts with. */
const everyType = disclosureTypes;

/** The rules the portal starts with. */
export const defaultBarDateRules: readonly BarDateRule[] = [
  {
    jurisdiction: 'EP',
    name: 'Europe (EPC)',
    graceMonths: 0,
    counts: everyType,
    source: 'European Patent Convention, Art. 54(2): absolute novelty',
  },
  {
    jurisdiction: 'CN',
    name: 'China',
    graceMonths: 0,
    counts: everyType,
    source:
      'Patent Law of the PRC, Art. 22 and 24: absolute novelty (its 6-month grace covers a few exhibitions and meetings only)',
  },
  {
    jurisdiction: 'US',
    name: 'United States',
    graceMonths: 12,
    counts: everyType,
    source: "35 U.S.C. 102(b)(1): 12 months from the inventor's own disclosure",
  },
  {
    jurisdiction: 'JP',
    name: 'Japan',
    graceMonths: 12,
    counts: everyType,
    source: 'Japan Patent Act, Art. 30: 12 months',
  },
  {
    jurisdiction: 'KR',
    name: 'Korea',
    graceMonths: 12,
    counts: everyType,
    source: 'Korea Patent Act, Art. 30: 12 months',
  },
];

/**
 * The date `months` calendar months after `date`; a day the later month lacks (31 August plus
 * 6 months) falls on that month's last day, as patent offices count periods.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC, which reads the years 0–99 as 1900–1999.
  const target = new Date(0);
  target.setUTCFullYear(year, month - 1 + months, 1);
  const lastDay = new Date(target);
  lastDay.setUTCMonth(target.getUTCMonth() + 1, 0);
  target.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return target.toISOString().slice(0, 10);
}

/** A whole calendar date, YYYY-MM-DD, that exists. */
const isCalendarDate = (date: string) =>
  /^\d{4}-\d\d-\d\d$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

export interface BarDate {
  jurisdiction: string;
  name: string;
  /**
   * The last day to file. Under absolute novelty it is the disclosure's own day: what is made
   * public on the filing date is not prior art to that filing (EPC Art. 54(2): "before the date
   * of filing"), though filing earlier is the safe course.
   */
  date: IsoDate;
  /** 'absolute': the disclosure itself ends novelty; 'grace': the grace period's end. */
  kind: 'absolute' | 'grace';
  /** The disclosure that sets it: the earliest that counts there. */
  disclosure: InventionFactsRecord['publicDisclosures'][number];
  source: string;
}

/**
 * Each jurisdiction's bar date from the disclosures, made and planned: set by the earliest
 * disclosure that counts there. A jurisdiction none of them counts in has none.
 */
export function barDates(
  disclosures: InventionFactsRecord['publicDisclosures'],
  rules: readonly BarDateRule[] = defaultBarDateRules,
): BarDate[] {
  const found: BarDate[] = [];
  for (const rule of rules) {
    const first = disclosures
      .filter(
        (disclosure) =>
          (rule.counts as readonly string[]).includes(disclosure.type) &&
          isCalendarDate(disclosure.date),
      )
      .sort((a, b) => a.date.localeCompare(b.date))[0];
    if (!first) continue;
    found.push({
      jurisdiction: rule.jurisdiction,
      name: rule.name,
      date: rule.graceMonths > 0 ? addMonths(first.date, rule.graceMonths) : first.date,
      kind: rule.graceMonths > 0 ? 'grace' : 'absolute',
      disclosure: first,
      source: rule.source,
    });
  }
  return found.sort((a, b) => a.date.localeCompare(b.date));
}

/** The earliest bar date not yet past on `today`, or null when every one is past or none is set. */
export const earliestOpenBarDate = (dates: readonly BarDate[], today: IsoDate) =>
  dates.find((barDate) => barDate.date >= today) ?? null;

// ---------------------------------------------------------------------------------------------
// Rules as admins edit them on Settings, versioned (ADR 36).

export const barDateRuleMessages = {
  jurisdiction: 'Enter a code of 2 to 10 capital letters or digits, such as EP or US.',
  jurisdictionTwice: 'Each jurisdiction is listed once.',
  name: 'Enter the name people read, such as Europe (EPC).',
  graceMonths: 'Enter a whole number of months from 0 (absolute novelty) to 24.',
  counts: 'Choose at least one kind of disclosure that counts.',
  source: 'Enter where the rule comes from, such as the article of the law.',
  tooMany: 'At most 40 jurisdictions.',
  changed:
    'Another admin saved the rules after you opened them. Their version is shown now; make your change again.',
} as const;

const ruleSchema = z.object({
  jurisdiction: z
    .string(barDateRuleMessages.jurisdiction)
    .trim()
    .regex(/^[A-Z0-9]{2,10}$/, barDateRuleMessages.jurisdiction),
  name: plainText(
    z.string(barDateRuleMessages.name).trim().min(1, barDateRuleMessages.name).max(100),
    'Name',
  ),
  graceMonths: z
    .number(barDateRuleMessages.graceMonths)
    .int(barDateRuleMessages.graceMonths)
    .min(0, barDateRuleMessages.graceMonths)
    .max(24, barDateRuleMessages.graceMonths),
  counts: z
    .array(z.enum(disclosureTypes))
    .min(1, barDateRuleMessages.counts)
    .transform((types) => [...new Set(types)]),
  source: plainText(
    z.string(barDateRuleMessages.source).trim().min(1, barDateRuleMessages.source).max(500),
    'Source',
  ),
});

/** A save of the rules: all of them, and the version they were edited from. */
export const saveBarDateRulesSchema = z.object({
  rules: z
    .array(ruleSchema)
    .max(40, barDateRuleMessages.tooMany)
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((rule, i) => {
        if (seen.has(rule.jurisdiction))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'jurisdiction'],
            message: barDateRuleMessages.jurisdictionTwice,
          });
        seen.add(rule.jurisdiction);
      });
    }),
  basedOn: z.number().int().positive(),
});
export type SaveBarDateRulesInput = z.input<typeof saveBarDateRulesSchema>;

export const barDateRulesSchema = z.object({
  version: z.number(),
  rules: z.array(
    z.object({
      jurisdiction: z.string(),
      name: z.string(),
      graceMonths: z.number(),
      counts: z.array(z.string()),
      source: z.string(),
    }),
  ),
  savedAt: z.string(),
});
export type BarDateRules = z.infer<typeof barDateRulesSchema>;

/** An upcoming bar date of one idea, as staff's lists and calendars show it. */
export const upcomingBarDateSchema = z.object({
  submissionId: z.string(),
  reference: z.string(),
  ideaTitle: z.string(),
  date: z.string(),
  where: z.string(),
});
export type UpcomingBarDate = z.infer<typeof upcomingBarDateSchema>;
