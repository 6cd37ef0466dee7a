import { describe, expect, it } from 'vitest';
import { stepButtonLabel } from './step-label';

const base = {
  loadingDraft: false,
  draftLoaded: false,
  draftMode: false,
  checkingAgreement: false,
};

describe('stepButtonLabel', () => {
  it('gives the spec’s labels', () => {
    expect(stepButtonLabel(base)).toBe('Submit Idea');
    expect(stepButtonLabel({ ...base, checkingAgreement: true })).toBe('Checking Status...');
    expect(stepButtonLabel({ ...base, loadingDraft: true, checkingAgreement: true })).toBe(
      'Loading Draft...',
    );
    expect(stepButtonLabel({ ...base, draftLoaded: true })).toBe('Edit Idea');
    expect(stepButtonLabel({ ...base, draftLoaded: true, draftMode: true })).toBe('Edit Draft');
    expect(
      stepButtonLabel({ ...base, draftLoaded: true, draftMode: true, checkingAgreement: true }),
    ).toBe('Edit Draft');
  });
});
