import { describe, expect, it } from 'vitest';
import { smtpLimits } from '../providers/mail/smtp-mailer';
import { LEASE_SECONDS, retryDelaySeconds } from './outbox-worker';

describe('mail retry back-off', () => {
  it('waits 5 s after the first failure and doubles, up to 10 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(20)).toBe(600);
    expect(retryDelaySeconds(5000)).toBe(600);
  });

  it('bounds every SMTP exchange well inside the lease it runs under', () => {
    const { connectionTimeout, greetingTimeout, socketTimeout, deadline } = smtpLimits;
    expect(Math.max(connectionTimeout, greetingTimeout, socketTimeout)).toBeLessThanOrEqual(
      deadline,
    );
    expect(deadline * 2).toBeLessThanOrEqual(LEASE_SECONDS * 1000);
  });
});
