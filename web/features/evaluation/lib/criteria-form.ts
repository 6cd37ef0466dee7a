import type { CriteriaResponse, SaveCriteriaInput } from '#common/evaluation';

export type CriterionValues = SaveCriteriaInput['criteria'][number];

/** The form's first values: the criteria now in use, in their order. */
export const criteriaFormValues = (current: CriteriaResponse): { criteria: CriterionValues[] } => ({
  criteria: current.criteria.map(({ id, name, guidance, weight, active }) => ({
    id,
    name,
    guidance,
    weight,
    active,
  })),
});

/** A new criterion: no id (the server names it), weight 1, active. */
export const blankCriterion = (): CriterionValues => ({
  name: '',
  guidance: '',
  weight: 1,
  active: true,
});

/** The place a criterion moves to, or null at either end. */
export function movedTo(index: number, by: -1 | 1, length: number): number | null {
  const next = index + by;
  return next < 0 || next >= length ? null : next;
}

/** A number input's value as the schema reads it: an empty box is no number at all. */
export const weightFromInput = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(text);

/** When a version was saved, e.g. "Version 3, saved Jan 5, 2026, 3:04 PM". */
export const versionText = (version: number, savedAt: string, format: (iso: string) => string) =>
  `Version ${version}, saved ${format(savedAt)}`;
