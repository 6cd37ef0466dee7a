import { z } from 'zod';
import { plainText } from './text';

// The facts a patent attorney needs of an invention, beside its title and description: what
// problem it solves and how much better it is, what is already known, how far it has come, when
// it was conceived, where it has been or will be shown in public, and who may have a claim on
// it. The request and every answer use the one schema below (ADR 35).

export const developmentStages = [
  'concept',
  'bench_prototype',
  'animal_or_cadaver',
  'clinical',
] as const;
export type DevelopmentStage = (typeof developmentStages)[number];
export const developmentStageLabels: Record<DevelopmentStage, string> = {
  concept: 'Concept',
  bench_prototype: 'Bench prototype',
  animal_or_cadaver: 'Animal or cadaver testing',
  clinical: 'First-in-human or clinical use',
};

/**
 * A kind as people read it: its label, or for a kind this code does not know (an answer from a
 * newer server) the kind as stored, rather than nothing.
 */
export const kindLabel = (labels: Record<string, string>, kind: string | null) =>
  kind === null ? null : Object.hasOwn(labels, kind) ? labels[kind]! : kind;

/** The kinds of public disclosure that may end or start a period for filing. */
export const disclosureTypes = [
  'publication',
  'talk',
  'poster_or_abstract',
  'thesis',
  'online',
  'sale_or_offer',
  'clinical_use',
] as const;
export type DisclosureType = (typeof disclosureTypes)[number];
export const disclosureTypeLabels: Record<DisclosureType, string> = {
  publication: 'Publication',
  talk: 'Talk',
  poster_or_abstract: 'Poster or abstract',
  thesis: 'Thesis',
  online: 'Online',
  sale_or_offer: 'Sale or offer for sale',
  clinical_use: 'Clinical use outside confidentiality',
};

/** A disclosure already made, or one planned. */
export const disclosureTimings = ['prior', 'planned'] as const;
export type DisclosureTiming = (typeof disclosureTimings)[number];

export const fundingTypes = ['company', 'hospital_or_university', 'grant'] as const;
export type FundingType = (typeof fundingTypes)[number];
export const fundingTypeLabels: Record<FundingType, string> = {
  company: 'Company',
  hospital_or_university: 'Hospital or university',
  grant: 'Grant',
};

/** Whether the inventor's employer or institution's IP policy may cover the idea. */
export const ipPolicyAnswers = ['yes', 'no', 'unsure'] as const;
export type IpPolicyAnswer = (typeof ipPolicyAnswers)[number];
export const ipPolicyAnswerLabels: Record<IpPolicyAnswer, string> = {
  yes: 'Yes, it may',
  no: 'No',
  unsure: 'Not sure',
};

export const factLimits = {
  /** The problem, the advantages. */
  text: 5_000,
  priorArt: 10_000,
  /** Where a disclosure was made, a funder's name, the employer. */
  name: 200,
  link: 2_000,
  /** Public disclosures, and funders and collaborators, each. */
  entries: 20,
} as const;

export const factMessages = {
  conceivedInFuture: 'The conception date cannot be in the future.',
  priorInFuture: 'A disclosure already made cannot be dated in the future.',
  date: 'Enter a date as YYYY-MM-DD.',
  whereRequired: 'Say where it was or will be disclosed.',
  nameRequired: 'Enter the name.',
  link: 'Enter a web address starting with https:// or http://.',
  tooMany: `At most ${factLimits.entries} may be listed.`,
} as const;

/**
 * Today's date where it is latest on Earth (UTC+14), and earliest (UTC−12): a date a person
 * typed is in the future only if it is later than today everywhere, and in the past only if it
 * is earlier than today everywhere, whatever time zone they typed it in.
 */
export function todaysDates(now = new Date()) {
  const shifted = (hours: number) =>
    new Date(now.getTime() + hours * 3_600_000).toISOString().slice(0, 10);
  return { latest: shifted(14), earliest: shifted(-12) };
}

/** A calendar date of a plausible year: a typed '0024' or '9999' is a slip of the keyboard. */
const isoDate = z.iso
  .date({ error: factMessages.date, abort: true })
  .refine((date) => date >= '1900-01-01' && date <= '2199-12-31', factMessages.date);

const longText = (label: string, max: number) =>
  plainText(
    z.string().trim().max(max, `${label} must be at most ${max} characters.`),
    label,
    'multi-line',
  );

const name = (label: string) =>
  plainText(
    z
      .string()
      .trim()
      .min(1, factMessages.nameRequired)
      .max(factLimits.name, `${label} must be at most ${factLimits.name} characters.`),
    label,
  );

/** A web address a reader may open: http or https, nothing a browser would run. */
const link = plainText(
  z
    .string()
    .trim()
    .max(factLimits.link, factMessages.link)
    .refine(
      (value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value),
      factMessages.link,
    ),
  'Link',
);

export const publicDisclosureSchema = z
  .object({
    timing: z.enum(disclosureTimings, 'Choose whether it was made or is planned.'),
    type: z.enum(disclosureTypes, 'Choose the kind of disclosure.'),
    date: isoDate,
    where: plainText(
      z
        .string()
        .trim()
        .min(1, factMessages.whereRequired)
        .max(factLimits.name, `Where must be at most ${factLimits.name} characters.`),
      'Where',
    ),
    link: link.nullable().default(null),
    /** One of the idea's own files (its id) that shows the disclosure: the slides, the abstract. */
    fileId: z.uuid("Choose one of the idea's files.").nullish(),
  })
  // A planned disclosure whose day has passed is kept as it is: an idea that waited in the
  // browser's queue past that day is still sent, and counsel asks whether it took place.
  .superRefine((disclosure, ctx) => {
    if (disclosure.timing === 'prior' && disclosure.date > todaysDates().latest)
      ctx.addIssue({ code: 'custom', path: ['date'], message: factMessages.priorInFuture });
  });
export type PublicDisclosure = z.output<typeof publicDisclosureSchema>;

export const fundingSourceSchema = z.object({
  type: z.enum(fundingTypes, 'Choose the kind of funder or collaborator.'),
  name: name('Name'),
});
export type FundingSource = z.output<typeof fundingSourceSchema>;

/** The facts of an invention as the inventor gives them; every one may be left out. */
export const inventionFactsSchema = z.object({
  problem: longText('The problem', factLimits.text).default(''),
  advantages: longText('The advantages', factLimits.text).default(''),
  priorArt: longText('Prior art', factLimits.priorArt).default(''),
  developmentStage: z
    .enum(developmentStages, 'Choose a stage of development.')
    .nullable()
    .default(null),
  conceivedOn: isoDate
    .refine((date) => date <= todaysDates().latest, factMessages.conceivedInFuture)
    .nullable()
    .default(null),
  publicDisclosures: z
    .array(publicDisclosureSchema)
    .max(factLimits.entries, factMessages.tooMany)
    .default([]),
  funding: z.array(fundingSourceSchema).max(factLimits.entries, factMessages.tooMany).default([]),
  employer: plainText(
    z
      .string()
      .trim()
      .max(factLimits.name, `Employer must be at most ${factLimits.name} characters.`),
    'Employer',
  ).default(''),
  employerIpPolicy: z.enum(ipPolicyAnswers, 'Choose Yes, No or Not sure.').nullable().default(null),
});
export type InventionFacts = z.output<typeof inventionFactsSchema>;
export type InventionFactsInput = z.input<typeof inventionFactsSchema>;

/** An idea with no facts given: every idea sent before they were asked. */
export const noFacts: InventionFacts = inventionFactsSchema.parse({});

/**
 * The facts as an answer reads them: lenient, as the record schemas are, so a fact or a kind the
 * server adds later does not break an older page, and a stored document missing a fact reads it
 * as not given. Dates are not checked against today: a planned talk stays listed once it is past.
 */
export const inventionFactsRecordSchema = z
  .object({
    problem: z.string().default(''),
    advantages: z.string().default(''),
    priorArt: z.string().default(''),
    developmentStage: z.string().nullable().default(null),
    conceivedOn: z.string().nullable().default(null),
    publicDisclosures: z
      .array(
        z.object({
          timing: z.string(),
          type: z.string(),
          date: z.string(),
          where: z.string(),
          link: z.string().nullable().default(null),
          fileId: z.string().nullish(),
        }),
      )
      .default([]),
    funding: z.array(z.object({ type: z.string(), name: z.string() })).default([]),
    employer: z.string().default(''),
    employerIpPolicy: z.string().nullable().default(null),
  })
  .default(noFacts);
export type InventionFactsRecord = z.output<typeof inventionFactsRecordSchema>;

/** Whether any fact is given: an idea without any shows its sections as "Not given". */
export const hasFacts = (facts: InventionFactsRecord) =>
  Boolean(
    facts.problem ||
    facts.advantages ||
    facts.priorArt ||
    facts.developmentStage ||
    facts.conceivedOn ||
    facts.publicDisclosures.length ||
    facts.funding.length ||
    facts.employer ||
    facts.employerIpPolicy,
  );

// ---------------------------------------------------------------------------------------------
// Which facts an idea must give before it is sent: chosen by admins on Settings, kept as
// numbered versions. By default none: the spec's rule (a title and a description) stands alone.

export const factKeys = [
  'problem',
  'advantages',
  'priorArt',
  'developmentStage',
  'conceivedOn',
  'publicDisclosures',
  'funding',
  'employer',
  'employerIpPolicy',
] as const satisfies readonly (keyof InventionFacts)[];
export type FactKey = (typeof factKeys)[number];

/** Each fact as the form and Settings name it. */
export const factLabels: Record<FactKey, string> = {
  problem: 'The problem it solves',
  advantages: 'Advantages over current practice',
  priorArt: 'Known prior art and related patents',
  developmentStage: 'Stage of development',
  conceivedOn: 'Conception date',
  publicDisclosures: 'Public disclosures, made or planned',
  funding: 'Funding and collaborators',
  employer: 'Employer or institution',
  employerIpPolicy: "Whether the employer's IP policy may cover it",
};

/** What an idea missing a required fact is told, on that fact's field. */
export const factRequirementsChanged =
  'Someone else changed the required facts meanwhile. Reload the page to see their choice, then choose again.';

export const factRequiredMessage = (key: FactKey) =>
  `${factLabels[key]} is required before the idea is sent.`;

/** Whether a fact is given: text that is not blank, a choice made, a list with an entry. */
export function isGiven(facts: Partial<Record<FactKey, unknown>>, key: FactKey): boolean {
  const value = facts[key];
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return value !== null && value !== undefined;
}

/** The required facts an idea does not give, in the form's order. */
export const missingFacts = (
  facts: Partial<Record<FactKey, unknown>>,
  required: readonly string[],
) => factKeys.filter((key) => required.includes(key) && !isGiven(facts, key));

/** PUT /api/admin/fact-requirements: the facts to require from now on. */
export const saveFactRequirementsSchema = z.object({
  /** The version the admin was shown: a save over a newer one is refused, never merged. */
  basedOn: z.number('Reload the page and choose again.').int().positive(),
  required: z
    .array(z.enum(factKeys, 'Choose facts from the list.'))
    .max(factKeys.length)
    .refine((keys) => new Set(keys).size === keys.length, 'Each fact may be chosen once.'),
});
export type SaveFactRequirementsInput = z.input<typeof saveFactRequirementsSchema>;

/** The facts required now, and which version of the requirements that is. */
export const factRequirementsSchema = z.object({
  version: z.number(),
  /** Fact keys; a key this page does not know (a newer server's) is kept, and shown as is. */
  required: z.array(z.string()),
  savedAt: z.string(),
});
export type FactRequirements = z.infer<typeof factRequirementsSchema>;
