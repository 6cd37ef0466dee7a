import { describe, expect, it } from 'vitest';
import {
  agreementState,
  applySignedState,
  isAgreementSigned,
  separateEntryFor,
  withStoredAgreementId,
  type AgreementRecord,
} from './agreement-record';

const record = (
  fields: Partial<AgreementRecord & { fullName: string; jobTitle: string }> = {},
) => ({
  email: 'lena@example.com',
  fullName: '',
  jobTitle: '',
  signature: null as string | null,
  agreementId: null as string | null,
  boldsignDocumentId: null as string | null,
  ...fields,
});

describe('isAgreementSigned', () => {
  it("is true only with signature 'signed' and an agreement id", () => {
    expect(isAgreementSigned(record({ signature: 'signed', agreementId: 'agr-1' }))).toBe(true);
    expect(isAgreementSigned(record({ signature: 'signed' }))).toBe(false);
    expect(isAgreementSigned(record({ signature: 'signed', agreementId: '' }))).toBe(false);
    expect(isAgreementSigned(record({ agreementId: 'agr-1' }))).toBe(false);
    expect(isAgreementSigned(record({ signature: 'pending', agreementId: 'agr-1' }))).toBe(false);
  });
});

describe('applySignedState', () => {
  it('marks the record signed with the ids of the update, keeping the other fields', () => {
    const next = applySignedState(
      record({ agreementId: 'old', boldsignDocumentId: 'old-doc' }),
      { agreementId: 'agr-1', documentId: 'doc-1' },
      'stored-doc',
    );
    expect(next).toEqual(
      record({ signature: 'signed', agreementId: 'agr-1', boldsignDocumentId: 'doc-1' }),
    );
  });

  it('takes the agreement id from the update, then the record, then the stored entry', () => {
    expect(applySignedState(record({ agreementId: 'mine' }), {}, 'stored').agreementId).toBe(
      'mine',
    );
    expect(applySignedState(record(), { agreementId: '  ' }, 'stored').agreementId).toBe('stored');
    expect(applySignedState(record(), {}, null).agreementId).toBeNull();
  });

  it('changes name and job title only when the update gives them', () => {
    const current = record({ fullName: 'Dr. A', jobTitle: 'Surgeon' });
    expect(applySignedState(current, { agreementId: 'a' }, null)).toMatchObject({
      fullName: 'Dr. A',
      jobTitle: 'Surgeon',
    });
    expect(
      applySignedState(current, { agreementId: 'a', fullName: ' Dr. B ', jobTitle: 'Nurse' }, null),
    ).toMatchObject({ fullName: 'Dr. B', jobTitle: 'Nurse' });
  });

  it('does not change the record it was given', () => {
    const current = record();
    applySignedState(current, { agreementId: 'a' }, null);
    expect(current.signature).toBeNull();
  });
});

describe('withStoredAgreementId (on load)', () => {
  it('copies the stored id when signed without an agreement id', () => {
    expect(withStoredAgreementId(record({ signature: 'signed' }), 'doc-1')).toEqual(
      record({ signature: 'signed', agreementId: 'doc-1' }),
    );
  });

  it('copies it when there is neither agreement id nor signature, leaving the signature', () => {
    expect(withStoredAgreementId(record(), 'doc-1')).toEqual(record({ agreementId: 'doc-1' }));
  });

  it('leaves a record with an agreement id, another signature, or no stored id unchanged', () => {
    const withId = record({ signature: 'signed', agreementId: 'agr-1' });
    expect(withStoredAgreementId(withId, 'doc-1')).toBe(withId);
    const pending = record({ signature: 'pending' });
    expect(withStoredAgreementId(pending, 'doc-1')).toBe(pending);
    const empty = record();
    expect(withStoredAgreementId(empty, null)).toBe(empty);
    expect(withStoredAgreementId(empty, ' ')).toBe(empty);
  });
});

describe('separateEntryFor', () => {
  it("saves a signed record's document id to the separate entry, and nothing otherwise", () => {
    expect(
      separateEntryFor(record({ signature: 'signed', agreementId: 'a', boldsignDocumentId: 'd' })),
    ).toBe('d');
    expect(separateEntryFor(record({ signature: 'signed', agreementId: 'a' }))).toBeNull();
    expect(separateEntryFor(record({ boldsignDocumentId: 'd' }))).toBeNull();
  });
});

describe('agreementState', () => {
  const signedRecord = record({ signature: 'signed', agreementId: 'agr-local' });

  it("follows the server's profile once it is known", () => {
    expect(agreementState({ signature: 'signed', agreementId: 'agr-1' }, record())).toEqual({
      state: 'signed',
      agreementId: 'agr-1',
    });
    // A record edited in the browser does not make the user signed.
    expect(agreementState({ signature: null, agreementId: null }, signedRecord)).toEqual({
      state: 'unsigned',
      agreementId: null,
    });
    expect(agreementState({ signature: 'signed', agreementId: null }, record()).state).toBe(
      'unsigned',
    );
  });

  it('uses the record while the session loads, or when there is no profile', () => {
    expect(agreementState(undefined, signedRecord)).toEqual({
      state: 'signed',
      agreementId: 'agr-local',
    });
    expect(agreementState(undefined, record()).state).toBe('checking');
    expect(agreementState(null, record()).state).toBe('unsigned');
    expect(agreementState(null, signedRecord).state).toBe('signed');
  });
});
