import { z } from 'zod';
import {
  developmentStages,
  disclosureTimings,
  disclosureTypes,
  factLimits,
  fundingSourceSchema,
  fundingTypes,
  inventionFactsSchema,
  ipPolicyAnswers,
  noFacts,
  publicDisclosureSchema,
  type InventionFacts,
} from '#common/invention-facts';

/**
 * The invention's facts as the idea dialog holds them before they are checked, and as this
 * browser kept them (the dialog's working copy, the retry queue): any stored value is read,
 * what older pages stored without facts reads as `noFacts`, and a fact that does not fit reads
 * as not given. An answer's lenient facts (a draft loaded, an idea resubmitted) are read alike,
 * so a kind the server added later starts the dialog as the first of its list.
 */
const keptFactsSchema = z
  .object({
    problem: z.string().catch(''),
    advantages: z.string().catch(''),
    priorArt: z.string().catch(''),
    developmentStage: z.enum(developmentStages).nullable().catch(null),
    conceivedOn: z.string().nullable().catch(null),
    publicDisclosures: z
      .array(
        z.object({
          timing: z.enum(disclosureTimings).catch('prior'),
          type: z.enum(disclosureTypes).catch('publication'),
          date: z.string().catch(''),
          where: z.string().catch(''),
          link: z.string().nullable().catch(null),
          /**
           * One of the idea's files that shows it. None named reads as absent, however it was
           * written (null from the form's select, nothing from an older page), so facts that
           * name no file compare alike.
           */
          fileId: z
            .string()
            .nullish()
            .catch(undefined)
            .transform((id) => id ?? undefined),
        }),
      )
      .catch([]),
    funding: z
      .array(
        z.object({
          type: z.enum(fundingTypes).catch('company'),
          name: z.string().catch(''),
        }),
      )
      .catch([]),
    employer: z.string().catch(''),
    employerIpPolicy: z.enum(ipPolicyAnswers).nullable().catch(null),
  })
  // noFacts lists no disclosure, so none of its rows can name a file otherwise than here.
  .catch({ ...noFacts, publicDisclosures: [] });

/** Stored or answered facts as the dialog's values; anything unreadable reads as none given. */
export function readKeptFacts(value: unknown): InventionFacts {
  return keptFactsSchema.parse(value ?? noFacts);
}

/** Two sets of the dialog's facts hold the same, whatever order their keys were written in. */
export const sameFacts = (a: unknown, b: unknown) =>
  JSON.stringify(readKeptFacts(a)) === JSON.stringify(readKeptFacts(b));

/** The facts as the server would take them (checked, trimmed), or null while they would be refused. */
export function checkedFacts(value: unknown): InventionFacts | null {
  const result = inventionFactsSchema.safeParse(value);
  return result.success ? result.data : null;
}

/**
 * The facts of an idea kept in this browser as the server will take them. They were checked
 * when the idea was queued; what storage has since spoilt (a row without its date, a value no
 * longer known) is left out, fact by fact and row by row, so the idea is still sent with every
 * fact that holds.
 */
export function deliverableFacts(value: unknown): InventionFacts {
  const whole = checkedFacts(value);
  if (whole) return whole;
  const kept = readKeptFacts(value);
  const shape = inventionFactsSchema.shape;
  const fact = <K extends keyof InventionFacts>(key: K): InventionFacts[K] => {
    const result = shape[key].safeParse(kept[key]);
    return (result.success ? result.data : noFacts[key]) as InventionFacts[K];
  };
  const rows = <T>(schema: z.ZodType<T>, items: unknown[]) =>
    items.flatMap((item) => {
      const result = schema.safeParse(item);
      return result.success ? [result.data] : [];
    });
  return {
    problem: fact('problem'),
    advantages: fact('advantages'),
    priorArt: fact('priorArt'),
    developmentStage: fact('developmentStage'),
    conceivedOn: fact('conceivedOn'),
    publicDisclosures: rows(publicDisclosureSchema, kept.publicDisclosures).slice(
      0,
      factLimits.entries,
    ),
    funding: rows(fundingSourceSchema, kept.funding).slice(0, factLimits.entries),
    employer: fact('employer'),
    employerIpPolicy: fact('employerIpPolicy'),
  };
}

/** Facts as any side holds them: each disclosure row has its place, and may name a file. */
type WithDisclosures = {
  publicDisclosures: { where: string; fileId?: string | null | undefined }[];
};

/**
 * The facts with each disclosure naming only a file among `ids`: one naming any other (a file
 * taken off, or one that is not going with the idea) names none. Rows naming none are as given.
 */
export function factsWithFiles<F extends WithDisclosures>(facts: F, ids: readonly string[]): F {
  const known = new Set(ids);
  if (facts.publicDisclosures.every((row) => !row.fileId || known.has(row.fileId))) return facts;
  return {
    ...facts,
    publicDisclosures: facts.publicDisclosures.map((row) =>
      row.fileId && !known.has(row.fileId) ? { ...row, fileId: null } : row,
    ),
  };
}

/** The facts with each disclosure that names a file uploaded again naming it by its new id. */
export function factsWithRenamedFiles<F extends WithDisclosures>(
  facts: F,
  renamed: ReadonlyMap<string, string>,
): F {
  if (!facts.publicDisclosures.some((row) => row.fileId && renamed.has(row.fileId))) return facts;
  return {
    ...facts,
    publicDisclosures: facts.publicDisclosures.map((row) =>
      row.fileId && renamed.has(row.fileId) ? { ...row, fileId: renamed.get(row.fileId)! } : row,
    ),
  };
}

/** A new, empty row of each list, as "Add a disclosure" and "Add a funder" make it. */
export const newDisclosure = (): InventionFacts['publicDisclosures'][number] => ({
  timing: 'prior',
  type: 'publication',
  date: '',
  where: '',
  link: null,
});
export const newFunder = (): InventionFacts['funding'][number] => ({ type: 'company', name: '' });
