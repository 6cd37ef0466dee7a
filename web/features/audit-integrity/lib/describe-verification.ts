import { verifierLabels, type AuditVerificationRecord } from '#common/audit-integrity';

/** Who or what checked: "an admin (a@b.c)", "the daily check"… */
export const verifierOf = (check: Pick<AuditVerificationRecord, 'by' | 'actorEmail'>) =>
  check.by === 'admin' && check.actorEmail
    ? `${verifierLabels.admin} (${check.actorEmail})`
    : verifierLabels[check.by];

/** The result in one line: intact with its length, or the first broken entry and why. */
export const resultOf = (
  check: Pick<AuditVerificationRecord, 'ok' | 'chainLength' | 'brokenId' | 'brokenReason'>,
) =>
  check.ok
    ? `Intact: ${check.chainLength.toLocaleString('en-US')} entries`
    : `Broken at entry ${check.brokenId}: ${check.brokenReason}`;
