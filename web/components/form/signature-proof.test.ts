import { describe, expect, it } from 'vitest';
import { fieldsBesideSignature } from './signature-proof';

describe('fieldsBesideSignature', () => {
  it('keeps every field but the password and code, in the form’s own order', () => {
    expect(
      fieldsBesideSignature({
        consent: false,
        typedName: '',
        signature: false,
        password: '',
        code: '',
      }),
    ).toEqual(['consent', 'typedName', 'signature']);
    expect(
      fieldsBesideSignature({ scores: {}, password: '', recommendation: undefined, code: '' }),
    ).toEqual(['scores', 'recommendation']);
  });

  it('leaves nothing to check where the form asks only for the signature', () => {
    expect(fieldsBesideSignature({ password: '', code: '' })).toEqual([]);
  });
});
