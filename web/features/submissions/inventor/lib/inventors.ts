import {
  inventorsSchema,
  soleInventor,
  type CoInventorInput,
  type Inventors,
  type InventorsRecord,
} from '#common/co-inventors';

// The inventors of an idea as its submitter lists them in the idea form: what the form starts
// from, the total it shows as the shares are typed, and the checked list the requests carry.

/** The inventors a saved idea lists, as the form's values; none listed, the submitter alone. */
export function inventorsFormValues(record: InventorsRecord | null | undefined): Inventors {
  if (!record) return { ...soleInventor, coInventors: [] };
  return {
    submitterShare: record.submitterShare,
    submitterLead: record.submitterLead,
    coInventors: record.coInventors.map(({ name, email, affiliation, share, lead }) => ({
      name,
      email,
      affiliation,
      share,
      lead,
    })),
  };
}

/** A share as typed: one not typed yet (or not a number) counts nothing. */
const typedShare = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The shares as typed added up, the submitter's included: "Total: 100%". */
export function sharesTotal(
  inventors: { submitterShare?: unknown; coInventors?: { share?: unknown }[] } | null | undefined,
): number {
  if (!inventors) return 0;
  return (inventors.coInventors ?? []).reduce(
    (total, coInventor) => total + typedShare(coInventor.share),
    typedShare(inventors.submitterShare),
  );
}

/** A new, empty row, as "Add a co-inventor" makes it: its share is left for the person to type. */
export const newCoInventor = (): CoInventorInput => ({
  name: '',
  email: '',
  affiliation: '',
  share: Number.NaN,
  lead: false,
});

const canonical = (inventors: Inventors) =>
  JSON.stringify([
    inventors.submitterShare,
    inventors.submitterLead,
    inventors.coInventors.map((c) => [c.name, c.email, c.affiliation, c.share, c.lead]),
  ]);

/** Whether a saved idea already lists these inventors, shares and leads alike. */
export const listsSameInventors = (record: InventorsRecord | null, inventors: Inventors) =>
  canonical(inventorsFormValues(record)) === canonical(inventors);

/**
 * Inventors this browser kept (an idea in the retry queue) as the server will take them, or
 * null to send the idea with its submitter alone: an item an older page stored has none. They
 * were checked when the idea was queued; shares that no longer add up cannot be sent in part.
 */
export function checkedInventors(value: unknown): Inventors | null {
  const result = inventorsSchema.safeParse(value);
  return value && result.success ? result.data : null;
}
