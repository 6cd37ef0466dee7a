import {
  ideaTextFields,
  phiInFields,
  phiTypeLabels,
  possiblePhiMessage,
  type PhiFound,
  type PhiType,
} from '#common/phi/index';
import { readKeptFacts } from './kept-facts';

/** The idea's fields as the form holds them, and each uploaded file's name and findings. */
export interface PhiCheckedIdea {
  ideaTitle: string;
  ideaDescription: string;
  /** The facts as typed (some may still be unset). */
  facts: unknown;
  /** The files the server read, in order, each with the kinds of identifier found in it. */
  attachments: readonly { name: string; phi: readonly string[] }[];
}

const isPhiType = (type: string): type is PhiType => type in phiTypeLabels;

/**
 * What looks like a patient's identifier in an idea, as the server's PHI guard reads it: its
 * text fields in form order (the browser's own reading, common/phi), then each uploaded file, in
 * order (what the server found in it). Empty when nothing was found.
 */
export function phiFound({
  ideaTitle,
  ideaDescription,
  facts,
  attachments,
}: PhiCheckedIdea): PhiFound[] {
  const inFields = phiInFields(
    ideaTextFields({ ideaTitle, ideaDescription, facts: readKeptFacts(facts) }),
  );
  const inFiles = attachments.flatMap((file) => {
    const types = file.phi.filter(isPhiType);
    return types.length ? [{ where: file.name, types }] : [];
  });
  return [...inFields, ...inFiles];
}

/**
 * The inline warning: "Possible patient identifiers: Date of birth, Medical record number — in
 * Description, case-notes.pdf. Remove them, or confirm below that they do not identify a
 * patient." Each kind once, in the order found. Null when nothing was found. Where the idea is
 * only saved as a draft (`canSend` false), there is nothing to confirm below yet.
 */
export function phiWarning(found: readonly PhiFound[], canSend = true): string | null {
  if (found.length === 0) return null;
  const types = [...new Set(found.flatMap((place) => place.types))];
  const places = found.map((place) => place.where).join(', ');
  const ask = canSend
    ? 'Remove them, or confirm below that they do not identify a patient.'
    : 'Remove them, or confirm that they do not identify a patient when you submit the idea.';
  return `${possiblePhiMessage(types)} — in ${places}. ${ask}`;
}
