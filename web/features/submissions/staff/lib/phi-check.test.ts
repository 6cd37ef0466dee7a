import { describe, expect, it } from 'vitest';
import { phiAttestationText } from '#common/phi/phi-types';
import { phiCheckMessages, phiCheckView, phiKindsText } from './phi-check';

describe('phiCheckView', () => {
  it('says an idea sent before the guard was not checked', () => {
    expect(phiCheckView(null)).toEqual({ kind: 'unchecked', text: 'Sent before the PHI guard.' });
  });

  it('says nothing was found when nothing was', () => {
    expect(phiCheckView({ found: [], attestation: null })).toEqual({
      kind: 'clean',
      text: 'No patient identifiers found when it was sent.',
    });
  });

  it('lists each place with the kinds found in it, and quotes the attestation', () => {
    expect(
      phiCheckView({
        found: [
          { where: 'Description', types: ['patient-name', 'mrn'] },
          { where: 'case-notes.pdf', types: ['date-of-birth'] },
        ],
        attestation: phiAttestationText,
      }),
    ).toEqual({
      kind: 'flagged',
      text: phiCheckMessages.flagged,
      places: [
        { where: 'Description', kinds: 'Patient name, Medical record number' },
        { where: 'case-notes.pdf', kinds: 'Date of birth' },
      ],
      attestation:
        'The inventor attested: “This disclosure contains no information that identifies a patient.”',
    });
  });

  it('says so when a flagged check holds no attestation', () => {
    const view = phiCheckView({ found: [{ where: 'Title', types: ['ssn'] }], attestation: null });
    expect(view).toMatchObject({ kind: 'flagged', attestation: phiCheckMessages.noAttestation });
  });
});

describe('phiKindsText', () => {
  it('keeps a kind it has no label for, by its key', () => {
    expect(phiKindsText(['phone', 'retina-scan'])).toBe('Phone or fax number, retina-scan');
  });

  it('does not read a kind from the labels’ prototype', () => {
    expect(phiKindsText(['toString'])).toBe('toString');
  });
});
