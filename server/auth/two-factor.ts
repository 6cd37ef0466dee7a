import { twoFactor } from 'better-auth/plugins';
import { BACKUP_CODE_COUNT, TOTP_DIGITS, TRUST_DEVICE_DAYS } from '#common/auth/two-factor';
import { company } from '#common/company';

/** The library's name for the cookie that carries a sign-in waiting for its second step. */
export const TWO_FACTOR_COOKIE = 'two_factor';

/**
 * Two-factor sign-in: an authenticator app (TOTP) with single-use backup codes. Enrolment
 * counts only once a first code is confirmed. Who may turn it off, the failed-code lock and
 * the audit are the portal's own (see two-factor-attempts.ts and two-factor-audit.ts).
 */
export const twoFactorPlugin = () =>
  twoFactor({
    issuer: company.name,
    totpOptions: { digits: TOTP_DIGITS },
    backupCodeOptions: { amount: BACKUP_CODE_COUNT },
    trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
  });
