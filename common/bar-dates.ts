import { disclosureTypes, type DisclosureType, type InventionFactsRecord } from './invention-facts';

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
