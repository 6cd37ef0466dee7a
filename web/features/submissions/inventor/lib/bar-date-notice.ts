import { barDates, type BarDate, type BarDateRule } from '#common/bar-dates';
import type { DisclosureType } from '#common/invention-facts';

type Disclosure = BarDate['disclosure'];

/** What the inventor does on that day, as the sentence begins. */
const doing: Record<DisclosureType, string> = {
  publication: 'Publishing',
  talk: 'Presenting',
  poster_or_abstract: 'Presenting a poster or abstract',
  thesis: 'Publishing a thesis',
  online: 'Putting it online',
  sale_or_offer: 'Offering it for sale',
  clinical_use: 'Using it clinically outside confidentiality',
};

/** '10 March 2027': a calendar date, the same day wherever it is read. */
export const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * What the disclosures listed so far mean for filing, in one sentence, or null when none is
 * complete enough to tell: the earliest one ends patent rights where novelty is absolute
 * (Europe), and starts the U.S. grace year.
 */
export function barDateNotice(
  disclosures: readonly (Omit<Disclosure, 'link'> & { link?: string | null })[],
  rules?: readonly BarDateRule[],
): string | null {
  // A row without a known kind or a whole date sets no bar date yet.
  const dates = barDates(
    disclosures.map((row) => ({ ...row, link: row.link ?? null })),
    rules,
  );
  const europe = dates.find((barDate) => barDate.jurisdiction === 'EP');
  const us = dates.find((barDate) => barDate.jurisdiction === 'US');
  if (!europe) return null;
  const first = europe.disclosure;
  const grace = us ? `; the U.S. grace period would end ${longDate(us.date)}` : '';
  return first.timing === 'planned'
    ? `${doing[first.type as DisclosureType]} on ${longDate(first.date)} before a filing ends patent rights in Europe${grace}.`
    : `Disclosed on ${longDate(first.date)}: unless a filing came first, patent rights in Europe may already be lost${grace.replace('would end', 'ends')}.`;
}

/** Said beside every bar date the portal shows. */
export const BAR_DATE_CAVEAT = 'A guide for your patent counsel, not legal advice.';
