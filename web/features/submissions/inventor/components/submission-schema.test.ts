import { describe, expect, it } from 'vitest';
import { submissionFormSchema, type SubmissionFormValues } from './submission-schema';

/** The form's messages, by field, for these values. */
function refusals(values: Partial<SubmissionFormValues>) {
  const result = submissionFormSchema.safeParse({
    status: 'pending',
    ideaTitle: 'Softer tip',
    ideaDescription: 'Bends at body temperature.',
    attachment: { kind: 'none' },
    ...values,
  });
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ field: issue.path[0], message: issue.message }));
}

describe('the idea form’s checks', () => {
  it("asks for a title to save a draft ('Title Required')", () => {
    expect(refusals({ status: 'draft', ideaTitle: '   ', ideaDescription: '' })).toEqual([
      { field: 'ideaTitle', message: 'Please enter a title to save your draft.' },
    ]);
  });

  it("asks for a title and a description to submit ('Missing Information')", () => {
    for (const [ideaTitle, ideaDescription, field] of [
      ['', 'text', 'ideaTitle'],
      ['Title', '  ', 'ideaDescription'],
    ] as const) {
      expect(refusals({ ideaTitle, ideaDescription })).toEqual([
        { field, message: 'Title and description are required' },
      ]);
    }
  });

  it('saves a draft with a title only', () => {
    expect(refusals({ status: 'draft', ideaDescription: '' })).toEqual([]);
  });

  it('gives the values trimmed, under the names the API takes', () => {
    expect(
      submissionFormSchema.parse({
        status: 'pending',
        ideaTitle: '  Softer tip  ',
        ideaDescription: '  Bends at body temperature.  ',
        attachment: { kind: 'none' },
      }),
    ).toEqual({
      status: 'pending',
      ideaTitle: 'Softer tip',
      ideaDescription: 'Bends at body temperature.',
      attachment: { kind: 'none' },
    });
  });

  it('checks the text as the server does', () => {
    expect(refusals({ ideaTitle: 'Softer\u0000tip' })).toEqual([
      { field: 'ideaTitle', message: 'Title contains characters that are not allowed.' },
    ]);
  });
});
