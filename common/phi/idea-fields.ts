import type { InventionFactsRecord } from '../invention-facts';
import { describePhi } from './describe-phi';
import { findPhi } from './find-phi';
import type { PhiType } from './phi-types';

/** A field of an idea by the name the inventor sees on the form, and its text. */
export interface IdeaTextField {
  name: string;
  text: string;
}

/** Where identifiers were found (a field's or a file's name) and which kinds. */
export interface PhiFound {
  where: string;
  types: PhiType[];
}

type IdeaText = {
  ideaTitle: string;
  ideaDescription: string;
  facts: Partial<
    Pick<
      InventionFactsRecord,
      'problem' | 'advantages' | 'priorArt' | 'publicDisclosures' | 'funding' | 'employer'
    >
  >;
};

/** Every free-text field of an idea, named as the form names it: what the guard reads. */
export function ideaTextFields({ ideaTitle, ideaDescription, facts }: IdeaText): IdeaTextField[] {
  return [
    { name: 'Title', text: ideaTitle },
    { name: 'Description', text: ideaDescription },
    { name: 'Problem it solves', text: facts.problem ?? '' },
    { name: 'Advantages', text: facts.advantages ?? '' },
    { name: 'Prior art', text: facts.priorArt ?? '' },
    ...(facts.publicDisclosures ?? []).map((d, i) => ({
      name: `Public disclosure ${i + 1}`,
      text: d.where ?? '',
    })),
    ...(facts.funding ?? []).map((f, i) => ({ name: `Funder ${i + 1}`, text: f.name ?? '' })),
    { name: 'Employer', text: facts.employer ?? '' },
  ].filter((field) => field.text.trim());
}

/** The fields holding what looks like patient identifiers, and which kinds, in form order. */
export const phiInFields = (fields: IdeaTextField[]): PhiFound[] =>
  fields.flatMap(({ name, text }) => {
    const types = describePhi(findPhi(text));
    return types.length ? [{ where: name, types }] : [];
  });
