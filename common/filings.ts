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
