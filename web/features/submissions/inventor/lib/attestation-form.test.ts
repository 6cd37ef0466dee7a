import { describe, expect, it } from 'vitest';
import { inventorMessages } from '#common/co-inventors';
import { attestationBody, attestationFormSchema, passkeyAttestationBody } from './attestation-form';

const typed = {
  password: 'Coil-Embolization-42',
  code: ' 123 456 ',
  reason: 'different_share' as const,
  claimedShare: 35,
  comment: 'I designed the coating.',
};

/** The messages of the form for these values, by field. */
const refusals = (values: Parameters<typeof attestationBody>[0]) => {
  const result = attestationFormSchema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('attestationBody', () => {
  it('sends an attestation with the password and the code alone', () => {
    expect(attestationBody({ ...typed, decision: 'attest' })).toEqual({
      decision: 'attest',
      password: 'Coil-Embolization-42',
      code: '123456',
    });
  });

  it('sends a dispute with its reason, comment and the share claimed for that reason', () => {
    expect(attestationBody({ ...typed, decision: 'dispute', code: '' })).toEqual({
      decision: 'dispute',
      password: 'Coil-Embolization-42',
      reason: 'different_share',
      claimedShare: 35,
      comment: 'I designed the coating.',
    });
    expect(
      attestationBody({ ...typed, decision: 'dispute', reason: 'not_inventor' }),
    ).not.toHaveProperty('claimedShare');
  });
});

describe('passkeyAttestationBody', () => {
  const passkey = { challengeId: 'challenge-1', response: { id: 'credential-1' } };

  it('sends the same answer with the passkey in place of the password and code', () => {
    expect(passkeyAttestationBody({ ...typed, decision: 'attest' }, passkey)).toEqual({
      decision: 'attest',
      passkey,
    });
    expect(passkeyAttestationBody({ ...typed, decision: 'dispute' }, passkey)).toEqual({
      decision: 'dispute',
      reason: 'different_share',
      claimedShare: 35,
      comment: 'I designed the coating.',
      passkey,
    });
  });
});

describe('attestationFormSchema', () => {
  it('is not held up by a share that the chosen answer does not send', () => {
    expect(refusals({ ...typed, decision: 'attest', claimedShare: Number.NaN })).toEqual([]);
    expect(
      refusals({ ...typed, decision: 'dispute', reason: 'not_inventor', claimedShare: 400 }),
    ).toEqual([]);
  });

  it("asks in the request's own words for what a dispute needs", () => {
    expect(
      refusals({
        decision: 'dispute',
        password: '',
        reason: 'different_share',
        claimedShare: Number.NaN,
        comment: '',
      }),
    ).toEqual([
      ['claimedShare', inventorMessages.claimedShareRequired],
      ['comment', inventorMessages.commentRequired],
      ['password', inventorMessages.passwordRequired],
    ]);
  });
});
