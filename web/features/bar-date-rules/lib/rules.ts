import type { BarDateRules, SaveBarDateRulesInput } from '#common/bar-dates';
import {
  disclosureTypeLabels,
  disclosureTypes,
  type DisclosureType,
} from '#common/invention-facts';

export type RuleValues = SaveBarDateRulesInput['rules'][number];

const isDisclosureType = (type: string): type is DisclosureType =>
  (disclosureTypes as readonly string[]).includes(type);

/**
 * The rules as the server sends them, keeping only the kinds of disclosure this page knows: a
 * kind a newer server adds is left out rather than guessed at.
 */
export const knownRules = (rules: BarDateRules['rules']) =>
  rules.map((rule) => ({ ...rule, counts: rule.counts.filter(isDisclosureType) }));

/** A rule's grace period as read: "Absolute novelty" for none, else "12 months". */
export const graceText = (months: number) =>
  months === 0 ? 'Absolute novelty' : `${months} ${months === 1 ? 'month' : 'months'}`;

/** The kinds of disclosure that count under a rule, in the form's order. */
export const countsText = (counts: readonly DisclosureType[]) =>
  counts.length === disclosureTypes.length
    ? 'Every kind'
    : disclosureTypes
        .filter((type) => counts.includes(type))
        .map((type) => disclosureTypeLabels[type])
        .join(', ');

/** A jurisdiction added on Settings: absolute novelty, as in most of the world, every kind counting. */
export const blankRule = (): RuleValues => ({
  jurisdiction: '',
  name: '',
  graceMonths: 0,
  counts: [...disclosureTypes],
  source: '',
});
