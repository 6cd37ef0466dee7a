import { z } from 'zod';

// Patent filings and the deadlines they start (ADR 40): where an application was filed, what
// kind it is, and the earlier filing it claims priority from.

/** Where an application is filed: the offices the company files at most, then others. */
export const jurisdictions = [
  'US',
  'EP',
  'PCT',
  'JP',
  'CN',
  'KR',
  'CA',
  'AU',
  'GB',
  'DE',
  'FR',
  'IN',
  'BR',
  'IL',
  'CH',
] as const;
export type Jurisdiction = (typeof jurisdictions)[number];

export const jurisdictionLabels: Record<Jurisdiction, string> = {
  US: 'United States (USPTO)',
  EP: 'Europe (EPO)',
  PCT: 'International (PCT)',
  JP: 'Japan (JPO)',
  CN: 'China (CNIPA)',
  KR: 'Korea (KIPO)',
  CA: 'Canada (CIPO)',
  AU: 'Australia (IP Australia)',
  GB: 'United Kingdom (UKIPO)',
  DE: 'Germany (DPMA)',
  FR: 'France (INPI)',
  IN: 'India (IPO)',
  BR: 'Brazil (INPI)',
  IL: 'Israel (ILPO)',
  CH: 'Switzerland (IPI)',
};

export const filingTypes = [
  'provisional',
  'non_provisional',
  'pct',
  'national_phase',
  'continuation',
] as const;
export type FilingType = (typeof filingTypes)[number];

export const filingTypeLabels: Record<FilingType, string> = {
  provisional: 'Provisional',
  non_provisional: 'Non-provisional',
  pct: 'PCT',
  national_phase: 'National phase',
  continuation: 'Continuation',
};

export const filingMessages = {
  jurisdiction: 'Choose where it was filed.',
  type: 'Choose the type of application.',
  number: 'Enter the application number.',
  numberTooLong: 'Keep the application number to 40 characters.',
  date: 'Enter the filing date as YYYY-MM-DD.',
  future: 'The filing date cannot be in the future.',
  beforeDecision: (decidedOn: string) =>
    `A filing cannot be dated before the decision to file (${decidedOn}).`,
  needsFileDecision: 'Filings are recorded once the decision is to file a patent application.',
  priorityNotFound: 'The priority filing must be an earlier filing of this idea.',
  priorityNotEarlier: 'The priority filing must be dated on or before this filing.',
  duplicate: 'This application number is already recorded for that office.',
} as const;

const isCalendarDate = (date: string) =>
  /^\d{4}-\d\d-\d\d$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

export const filingInputSchema = z.object({
  jurisdiction: z.enum(jurisdictions, filingMessages.jurisdiction),
  type: z.enum(filingTypes, filingMessages.type),
  applicationNumber: z
    .string(filingMessages.number)
    .trim()
    .min(1, filingMessages.number)
    .max(40, filingMessages.numberTooLong)
    .regex(/^[\p{L}\p{N} ./,-]+$/u, filingMessages.number),
  filedOn: z.string(filingMessages.date).refine(isCalendarDate, filingMessages.date),
  priorityFilingId: z.uuid(filingMessages.priorityNotFound).nullable().default(null),
});
export type FilingInput = z.input<typeof filingInputSchema>;

export const filingSchema = z.object({
  id: z.string(),
  jurisdiction: z.enum(jurisdictions),
  type: z.enum(filingTypes),
  applicationNumber: z.string(),
  filedOn: z.string(),
  priorityFilingId: z.string().nullable(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type Filing = z.infer<typeof filingSchema>;
