import type { SubmissionRecord } from '#common/submissions';

/** The free text of the idea form, by the label the form shows it under. */
const textFields = [
  { label: 'Title', of: (v: TypedText) => v.ideaTitle },
  { label: 'Description', of: (v: TypedText) => v.ideaDescription },
  { label: 'The problem it solves', of: (v: TypedText) => v.facts?.problem },
  { label: 'Advantages over current practice', of: (v: TypedText) => v.facts?.advantages },
  { label: 'Known prior art and related patents', of: (v: TypedText) => v.facts?.priorArt },
] as const;

/** The form's text as typed (the form's values) or as saved (a record's, in the same names). */
interface TypedText {
  ideaTitle?: string | undefined;
  ideaDescription?: string | undefined;
  facts?: { problem?: string; advantages?: string; priorArt?: string } | undefined;
}

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * What the person typed that a newer version of the draft does not hold, field by field, so
 * they can copy it into that version: text they left empty, or that reads the same, is not
 * repeated. Without the newer version, everything typed is.
 */
export function unsavedText(
  typed: TypedText,
  newer: Pick<SubmissionRecord, 'ideaTitle' | 'ideaDescription' | 'facts'> | null,
): { label: string; text: string }[] {
  return textFields.flatMap(({ label, of }) => {
    const text = asText(of(typed));
    const saved = newer ? asText(of(newer)) : '';
    return text && text !== saved ? [{ label, text }] : [];
  });
}
