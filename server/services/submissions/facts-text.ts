import {
  developmentStageLabels,
  disclosureTypeLabels,
  fundingTypeLabels,
  ipPolicyAnswerLabels,
  kindLabel,
  type InventionFactsRecord,
} from '#common/invention-facts';

// The facts as words, for the places that print them (the CSV, the disclosure PDF).

export const stageText = (facts: InventionFactsRecord) =>
  kindLabel(developmentStageLabels, facts.developmentStage);

export const ipPolicyText = (facts: InventionFactsRecord) =>
  kindLabel(ipPolicyAnswerLabels, facts.employerIpPolicy);

/**
 * 'Planned: Talk, 2027-03-10, LINNC Paris (https://…), file: slides.pdf', the file named from
 * the idea's files (`fileNames`, by id) when the disclosure names one.
 */
export const disclosureText =
  (fileNames: ReadonlyMap<string, string> = new Map()) =>
  (disclosure: InventionFactsRecord['publicDisclosures'][number]) => {
    const file = disclosure.fileId ? fileNames.get(disclosure.fileId) : undefined;
    return (
      `${disclosure.timing === 'planned' ? 'Planned' : 'Made'}: ` +
      `${kindLabel(disclosureTypeLabels, disclosure.type)}, ${disclosure.date}, ${disclosure.where}` +
      (disclosure.link ? ` (${disclosure.link})` : '') +
      (file ? `, file: ${file}` : '')
    );
  };

/** 'Grant: NIH R01 NS000000'. */
export const fundingText = (source: InventionFactsRecord['funding'][number]) =>
  `${kindLabel(fundingTypeLabels, source.type)}: ${source.name}`;
