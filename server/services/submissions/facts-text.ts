import {
  developmentStageLabels,
  disclosureTypeLabels,
  fundingTypeLabels,
  ipPolicyAnswerLabels,
  type InventionFactsRecord,
} from '#common/invention-facts';

// The facts as words, for the places that print them (the CSV, the disclosure PDF). A kind the
// portal does not know (a newer one) is printed as stored rather than dropped.

const labelOf = (labels: Record<string, string>, key: string | null) =>
  key === null ? '' : Object.hasOwn(labels, key) ? labels[key]! : key;

export const stageText = (facts: InventionFactsRecord) =>
  labelOf(developmentStageLabels, facts.developmentStage);

export const ipPolicyText = (facts: InventionFactsRecord) =>
  labelOf(ipPolicyAnswerLabels, facts.employerIpPolicy);

/** 'Planned talk, 2027-03-10, LINNC Paris (https://…)'. */
export const disclosureText = (disclosure: InventionFactsRecord['publicDisclosures'][number]) =>
  `${disclosure.timing === 'planned' ? 'Planned' : 'Made'}: ` +
  `${labelOf(disclosureTypeLabels, disclosure.type)}, ${disclosure.date}, ${disclosure.where}` +
  (disclosure.link ? ` (${disclosure.link})` : '');

/** 'Grant: NIH R01 NS000000'. */
export const fundingText = (source: InventionFactsRecord['funding'][number]) =>
  `${labelOf(fundingTypeLabels, source.type)}: ${source.name}`;
