import { describe, expect, it } from 'vitest';
import { groupSecret, parseTotpUri } from './otpauth';

const uri =
  'otpauth://totp/Innovation%20Portal:ada%40example.com?secret=J5WFCWTSIRYWCVSV&issuer=Innovation+Portal&digits=6&period=30';

describe('otpauth URI', () => {
  it('gives the secret, issuer and account, and a QR URI with spaces as %20', () => {
    expect(parseTotpUri(uri)).toEqual({
      uri: 'otpauth://totp/Innovation%20Portal:ada%40example.com?secret=J5WFCWTSIRYWCVSV&issuer=Innovation%20Portal&digits=6&period=30',
      secret: 'J5WFCWTSIRYWCVSV',
      issuer: 'Innovation Portal',
      account: 'ada@example.com',
    });
  });

  it('refuses anything but a TOTP URI with a secret', () => {
    expect(parseTotpUri('not a uri')).toBeNull();
    expect(parseTotpUri('https://example.com/?secret=ABC')).toBeNull();
    expect(parseTotpUri('otpauth://hotp/X:y?secret=ABC')).toBeNull();
    expect(parseTotpUri('otpauth://totp/X:y?issuer=X')).toBeNull();
  });

  it('groups the secret by four', () => {
    expect(groupSecret('J5WFCWTSIRYWCVSVF')).toBe('J5WF CWTS IRYW CVSV F');
  });
});
