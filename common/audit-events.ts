import type { SignerCheck } from './auth/signing';
import type { AuthorRole, MessageKind } from './conversation';
import type { LinkKind } from './evaluation-shape';
import type { SubmissionStatus } from './submissions';
import type { Verdict, VerifiedKind } from './verification';

/** Every action the audit log records, with the details it keeps for it. */
export interface AuditEventDetails {
  'submission.status_changed': {
    from: SubmissionStatus;
    to: SubmissionStatus;
    adminNotes: string | null;
    notesChanged: boolean;
  };
  /** New notes under an unchanged status. */
  'submission.notes_changed': { status: SubmissionStatus; adminNotes: string | null };
  'submission.deleted': {
    ownerId: string;
    title: string;
    status: SubmissionStatus;
    /** Removed by the retention job once its period after the decision had passed. */
    retention?: { months: number; decidedAt: string };
  };
  /** A legal hold (ADR 44): while it stands nothing deletes the idea. */
  'submission.hold_placed': { reason: string };
  'submission.hold_lifted': { reason: string; heldFor: string; heldSince: string };
  /** The retention period of declined ideas; null keeps them for good. */
  'retention_settings.saved': { version: number; months: number | null; from: number | null };
  'submissions.exported': {
    status?: string;
    q?: string;
    sort?: string;
    dir?: string;
    conversation?: string;
    tag?: string;
    rows: number;
  };
  /** Staff-only tags and links between submissions (common/tags.ts). */
  'submission.tag_added': { tag: string };
  'submission.tag_removed': { tag: string };
  /** This submission duplicates, or relates to, `otherId`; `previousKind` when re-marked. */
  'submission.linked': { otherId: string; kind: LinkKind; previousKind: LinkKind | null };
  'submission.unlinked': { otherId: string; kind: LinkKind };
  'attachment.downloaded': { attachmentId: string; ownerId: string; messageId?: string };
  /** The evidence bundle of a sent submission, by its submitter or an admin on their behalf. */
  'submission.evidence_downloaded': { ownerId: string; onBehalfOf: boolean };
  /**
   * A file checked on the public /verify page, by anyone: kept by its SHA-256 (a .tsr and its
   * file, both), with what it was found to be; never who asked or from where.
   */
  'proof.checked': {
    sha256: string[];
    kind: VerifiedKind;
    verdict: Verdict;
  };
  /** A message, request for information or internal note; its text is kept by its hash. */
  'conversation.message_posted': {
    messageId: string;
    kind: MessageKind;
    authorRole: AuthorRole;
    textSha256: string;
    attachmentId: string | null;
    attachmentSha256: string | null;
    mentions: string[];
  };
  'agreement.signed': { provider: string; documentId: string; documentSha256: string };
  'agreement.downloaded': { ownerId: string; onBehalfOf: boolean };
  'agreement.archived': {
    revision: number;
    documentSha256: string;
    timestampedAt: string;
    renewAt: string;
  };
  /** `provider`: the role came from an identity provider's groups at sign-in (ADR 46). */
  'user.role_changed': { email: string; from: string | null; to: string; provider?: string };
  /** An account made at its first single sign-on. */
  'account.created_by_sso': { provider: string };
  'sso_provider.added': { providerId: string; protocol: string; domains: string[]; source: string };
  'sso_provider.updated': {
    providerId: string;
    domains: string[];
    adminGroups: string[];
    reviewerGroups: string[];
  };
  'sso_provider.removed': { providerId: string };
  'sign_in_policy.saved': { staffStrongSignInOnly: boolean };
  /** A new account's owner confirmed being at least 18 and accepted the terms of this date (common/terms.ts). */
  'account.terms_accepted': { termsDate: string };
  'session.revoked': { sessionId: string; device: string };
  'session.revoked_others': { count: number };
  /** The account's own full name, changed in Settings. */
  'profile.name_changed': { from: string | null; to: string };
  'two_factor.enabled': undefined;
  'two_factor.disabled': undefined;
  'two_factor.backup_code_used': undefined;
  'two_factor.backup_codes_regenerated': undefined;
  'two_factor.reset': { email: string; sessionsEnded: number };
  /** A passkey (WebAuthn credential) added to or removed from the acting account. */
  'passkey.added': { passkeyId: string; name: string | null };
  'passkey.removed': { passkeyId: string; name: string | null };
  /** A person downloaded everything the portal holds about them (GDPR Art. 15 and 20). */
  'account.data_exported': { ideas: number; files: number };
  /**
   * A person deleted their account and nothing was held: it is gone, and the personal fields of
   * the entries that named them were erased (ADR 45). The entry names no one.
   */
  'account.erased': { drafts: number; files: number; entriesErased: number };
  /** A person deleted their account while inventor on sent ideas: closed, the ideas kept. */
  'account.erasure_requested': { kept: number; dueAt: string; drafts: number; files: number };
  /** An admin recorded the answer to an erasure request. */
  'account.erasure_answered': { requestId: string };
  'review.assigned': { reviewerId: string; reviewerEmail: string; dueOn: string | null };
  'review.unassigned': { reviewerId: string; reviewerEmail: string };
  'review.declined': { reason: string; note: string | null };
  'scorecard.submitted': {
    scorecardId: string;
    criteriaVersion: number;
    weightedScore: number;
    recommendation: string;
    /** How the reviewer proved who they were as they signed it (common/auth/signing.ts). */
    signerCheck?: SignerCheck;
  };
  'criteria.saved': { version: number; active: string[] };
  /** Which invention facts an idea must give before it is sent, from this version on. */
  'fact_requirements.saved': { version: number; required: string[] };
  /**
   * A co-inventor's signed attestation of an idea (its manifest's hash), or their dispute; the
   * dispute's comment is kept with the idea, not here.
   */
  'co_inventor.attested': { coInventorId: string; share: number; manifestSha256: string };
  'co_inventor.disputed': { coInventorId: string; reason: string; claimedShare: number | null };
  /** Staff sending a co-inventor's invitation again, or correcting its address. */
  'co_inventor.invitation_resent': { coInventorId: string; email: string };
  'co_inventor.address_corrected': { coInventorId: string; from: string; to: string };
  /** The bar-date rules admins saved as a new version (ADR 36). */
  'bar_date_rules.saved': { version: number; jurisdictions: string[] };
  /** A staff member's new calendar feed address: the old one stops working at once. */
  'calendar_feed.reset': undefined;
  /** An admin's "Send again" of a delayed, failed or unconfirmed mail (never its content). */
  'mail.sent_again': { kind: string; to: string; previousState: string; attempts: number };
  /** The patent pipeline (ADR 40): a move between stages, with its reason's hash. */
  'pipeline.stage_moved': { from: string | null; to: string; reasonSha256: string };
  'pipeline.counsel_invited': { invitationId: string; email: string; roleGranted: boolean };
  'pipeline.counsel_revoked': { invitationId: string; email: string };
  /** A signed opinion or decision, by its manifest's hash; its text stays with the idea. */
  'pipeline.opinion_signed': {
    opinionId: string;
    recommendation: string;
    manifestSha256: string;
    supersedes: string | null;
  };
  'pipeline.decision_recorded': {
    decisionId: string;
    outcome: string;
    opinionId: string | null;
    waived: boolean;
    manifestSha256: string;
  };
  'pipeline.note_shared': { messageId: string };
  'pipeline.filing_recorded': {
    filingId: string;
    jurisdiction: string;
    type: string;
    applicationNumber: string;
    filedOn: string;
  };
  'pipeline.deadline_marked': { key: string; state: string; reason: string };
  'pipeline.note_unshared': { messageId: string };
  'pipeline_settings.saved': { version: number; decisionTargetDays: number; from: number };
  /** Integrations (ADR 41): API keys by name, never their secret; each use of one. */
  'api_key.created': { name: string; scopes: string[]; expiresAt: string };
  'api_key.revoked': { name: string };
  'api_key.used': { method: string; path: string; status: number };
  /** Webhook endpoints, their settings and deliveries; never a signing secret. */
  'webhook.created': { url: string; events: string[] };
  'webhook.updated': { events: string[]; enabled: boolean };
  'webhook.deleted': { url: string };
  'webhook.secret_rotated': undefined;
  /** Turned off by the server after failing for a day. */
  'webhook.disabled': { url: string; lastError: string | null };
  'webhook.sent_again': { deliveryId: string; event: string; previousState: string };
  /** An admin's "Verify now" of the audit chain, and what it found. */
  'audit.verified': {
    chainLength: number;
    headId: number | null;
    ok: boolean;
    brokenId: number | null;
    reason: string | null;
  };
  /** The entries hashed before ADR 45 were sealed, once: the chain re-linked from the start. */
  'audit.chain_sealed': { sealed: number; formerHead: { position: number; hash: string } | null };
  /** A download of the audit trail (the Audit trail page): its format, filters and rows. */
  'audit.exported': {
    format: 'csv' | 'pdf';
    filters: { idea?: string; person?: string; action?: string; from?: string; to?: string };
    rows: number;
    /** Whether more entries matched than the format's cap. */
    truncated: boolean;
  };
}

export type AuditAction = keyof AuditEventDetails;

/** An audit event: its action and, for the actions that keep any, its details. */
export type AuditEvent = {
  [A in AuditAction]: AuditEventDetails[A] extends undefined
    ? { action: A; details?: undefined }
    : { action: A; details: AuditEventDetails[A] };
}[AuditAction];

const actions: Record<AuditAction, true> = {
  'submission.status_changed': true,
  'submission.notes_changed': true,
  'submission.deleted': true,
  'submission.hold_placed': true,
  'submission.hold_lifted': true,
  'retention_settings.saved': true,
  'submissions.exported': true,
  'submission.tag_added': true,
  'submission.tag_removed': true,
  'submission.linked': true,
  'submission.unlinked': true,
  'attachment.downloaded': true,
  'submission.evidence_downloaded': true,
  'proof.checked': true,
  'conversation.message_posted': true,
  'agreement.signed': true,
  'agreement.downloaded': true,
  'agreement.archived': true,
  'user.role_changed': true,
  'account.created_by_sso': true,
  'sso_provider.added': true,
  'sso_provider.updated': true,
  'sso_provider.removed': true,
  'sign_in_policy.saved': true,
  'account.terms_accepted': true,
  'session.revoked': true,
  'session.revoked_others': true,
  'profile.name_changed': true,
  'two_factor.enabled': true,
  'two_factor.disabled': true,
  'two_factor.backup_code_used': true,
  'two_factor.backup_codes_regenerated': true,
  'two_factor.reset': true,
  'passkey.added': true,
  'passkey.removed': true,
  'account.data_exported': true,
  'account.erased': true,
  'account.erasure_requested': true,
  'account.erasure_answered': true,
  'review.assigned': true,
  'review.unassigned': true,
  'review.declined': true,
  'scorecard.submitted': true,
  'criteria.saved': true,
  'fact_requirements.saved': true,
  'audit.verified': true,
  'audit.exported': true,
  'audit.chain_sealed': true,
  'mail.sent_again': true,
  'bar_date_rules.saved': true,
  'calendar_feed.reset': true,
  'co_inventor.attested': true,
  'co_inventor.disputed': true,
  'co_inventor.invitation_resent': true,
  'co_inventor.address_corrected': true,
  'pipeline.stage_moved': true,
  'pipeline.counsel_invited': true,
  'pipeline.counsel_revoked': true,
  'pipeline.opinion_signed': true,
  'pipeline.decision_recorded': true,
  'pipeline.note_shared': true,
  'pipeline.filing_recorded': true,
  'pipeline.deadline_marked': true,
  'pipeline.note_unshared': true,
  'pipeline_settings.saved': true,
  'api_key.created': true,
  'api_key.revoked': true,
  'api_key.used': true,
  'webhook.created': true,
  'webhook.updated': true,
  'webhook.deleted': true,
  'webhook.secret_rotated': true,
  'webhook.disabled': true,
  'webhook.sent_again': true,
};

/** Whether a logged action is one this code knows (a newer server may log more). */
export const isAuditAction = (action: string): action is AuditAction =>
  Object.hasOwn(actions, action);

/** Every action this code knows, in the order declared above. */
export const auditActions = Object.keys(actions) as AuditAction[];
