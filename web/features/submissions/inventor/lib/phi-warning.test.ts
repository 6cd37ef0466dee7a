import { describe, expect, it } from 'vitest';
import { noFacts } from '#common/invention-facts';
import { phiFound, phiWarning } from './phi-warning';

const clean = {
  ideaTitle: 'Steerable microcatheter',
  ideaDescription: 'A nitinol tip that takes its set curve at body temperature.',
  facts: noFacts,
  attachments: [],
};

describe('phiFound', () => {
  it('finds nothing in a clean idea, nor in a file the server found nothing in', () => {
    expect(phiFound(clean)).toEqual([]);
    expect(phiFound({ ...clean, attachments: [{ name: 'bench.pdf', phi: [] }] })).toEqual([]);
  });

  it('names the fields, in form order, then each file in which something was found', () => {
    const found = phiFound({
      ...clean,
      ideaDescription: 'Seen in Pt: Jane Doe (MRN 1234567).',
      facts: { ...noFacts, problem: 'Call 555-867-5309 about it.' },
      attachments: [
        { name: 'case-notes.pdf', phi: ['date-of-birth', 'not-a-kind'] },
        { name: 'bench.pdf', phi: [] },
        { name: 'ward-photo.png', phi: ['mrn'] },
      ],
    });
    expect(found).toEqual([
      { where: 'Description', types: ['patient-name', 'mrn'] },
      { where: 'Problem it solves', types: ['phone'] },
      { where: 'case-notes.pdf', types: ['date-of-birth'] },
      { where: 'ward-photo.png', types: ['mrn'] },
    ]);
  });

  it('reads facts as typed, with fields still unset', () => {
    expect(phiFound({ ...clean, facts: { problem: undefined } })).toEqual([]);
  });
});

describe('phiWarning', () => {
  it('says nothing when nothing was found', () => {
    expect(phiWarning([])).toBeNull();
  });

  it('names each kind once by its label, and every place', () => {
    expect(
      phiWarning([
        { where: 'Description', types: ['date-of-birth', 'mrn'] },
        { where: 'case-notes.pdf', types: ['mrn'] },
      ]),
    ).toBe(
      'Possible patient identifiers: Date of birth, Medical record number — in Description, case-notes.pdf. Remove them, or confirm below that they do not identify a patient.',
    );
  });

  it('asks for the confirmation at sending when the idea can only be saved as a draft', () => {
    expect(phiWarning([{ where: 'Title', types: ['email'] }], false)).toBe(
      'Possible patient identifiers: Email address — in Title. Remove them, or confirm that they do not identify a patient when you submit the idea.',
    );
  });
});
