import { company } from '#common/company';
import {
  submissionReference,
  submissionStatusLabel,
  type SubmissionStatus,
} from '#common/submissions';
import { utc } from '#server/lib/pdf/text-writer';
import { composeMail, inWords, type Template } from './layout';

export type { Template } from './layout';

export function verifyEmailMail(url: string): Template {
  return composeMail({
    kind: 'verify-email',
    subject: `Confirm your email for the ${company.name}`,
    paragraphs: [
      `Welcome to the ${company.name}.`,
      'Please confirm your email address to finish creating your account.',
    ],
    action: { label: 'Confirm email', url },
    notes: ['If you did not create an account, you can ignore this message.'],
  });
}

export function resetPasswordMail(url: string): Template {
  return composeMail({
    kind: 'reset-password',
    subject: `Reset your ${company.name} password`,
    paragraphs: [
      `We received a request to reset the password of your ${company.name} account.`,
      'The link works once and expires after 24 hours.',
    ],
    action: { label: 'Reset password', url },
    notes: [
      'If you did not ask for this, you can ignore this message: your password stays the same.',
    ],
  });
}

/** To the owner of an address someone tried to register again: no account is made or changed. */
export function accountExistsMail(signInUrl: string, resetUrl: string): Template {
  return composeMail({
    kind: 'account-exists',
    subject: `Sign-up attempt with your ${company.name} email address`,
    paragraphs: [
      `Someone tried to create a ${company.name} account with this email address, which already has one.`,
      'No new account was created and nothing about your account has changed.',
      'If it was you, sign in instead.',
    ],
    action: { label: 'Sign in', url: signInUrl },
    links: [{ label: 'Forgot your password? Reset it', url: resetUrl }],
    notes: ['If it was not you, you can ignore this message.'],
  });
}

/**
 * The submitter's receipt: what was received and when, with the SHA-256 of the idea's manifest
 * (the document its trusted timestamp is over) as their own copy of the proof. The other hashes
 * are in the portal and the evidence bundle.
 */
export function submissionReceiptMail(receipt: {
  id: string;
  title: string;
  receivedAt: Date;
  manifestSha256: string;
  trustedTimestamps: boolean;
  /** The idea in My Submissions. */
  url: string;
}): Template {
  return composeMail({
    kind: 'submission-receipt',
    subject: `We received your idea: ${receipt.title}`,
    paragraphs: [
      `We received your idea "${receipt.title}". It is confidential and will be reviewed by our staff.`,
    ],
    facts: [
      { label: 'Reference', value: submissionReference(receipt.id) },
      { label: 'Received', value: utc(receipt.receivedAt) },
      { label: 'SHA-256 of the submission manifest', value: receipt.manifestSha256 },
    ],
    action: { label: 'View your submission', url: receipt.url },
    notes: [
      "Keep this message: the manifest's SHA-256 is your own copy of the proof of what you disclosed and when. The manifest lists the hash of the title, the description and any attachment.",
      receipt.trustedTimestamps
        ? 'Trusted timestamp: pending. An independent timestamp authority is certifying the manifest; its token, with every file and hash, will be in the evidence bundle you can download from the idea in the portal.'
        : 'Trusted timestamp: not configured on this portal. The evidence bundle you can download from the idea in the portal holds the manifest, every file and its hash, and still proves what you sent.',
    ],
  });
}

/** The submitter is told of every review decision, with the reviewer's notes. */
export function statusChangeMail(change: {
  id: string;
  title: string;
  status: SubmissionStatus;
  notes: string | null;
  /** The idea in My Submissions. */
  url: string;
}): Template {
  const label = submissionStatusLabel(change.status);
  return composeMail({
    kind: 'submission-status',
    subject: `Your idea "${change.title}" is now ${label}`,
    paragraphs: [
      `The status of your idea "${change.title}" is now: ${label}.`,
      change.notes
        ? `Notes from our review team: ${change.notes}`
        : 'Our review team added no notes.',
    ],
    facts: [{ label: 'Reference', value: submissionReference(change.id) }],
    action: { label: 'View your submission', url: change.url },
  });
}

/** A conversation a notice points to: its title and where to read it. Never what was said. */
export interface ConversationNoticeItem {
  submissionId: string;
  title: string;
  url: string;
  /** How many new messages (or, for a mention, notes naming the reader) it holds. */
  count: number;
  mention: boolean;
}

/**
 * Tells someone there is something new to read in the portal, with links, one line per idea.
 * The confidential text stays in the portal: only the titles and the counts are in the mail.
 */
export function conversationNoticeMail(items: ConversationNoticeItem[]): Template {
  const line = (item: ConversationNoticeItem) => {
    const what = item.mention
      ? `You were mentioned in ${item.count === 1 ? 'an internal note' : `${item.count} internal notes`}`
      : item.count === 1
        ? 'There is a new message'
        : `There are ${item.count} new messages`;
    return `${what} about "${item.title}".`;
  };
  const first = items[0]!;
  const one = items.length === 1;
  return composeMail({
    kind: 'conversation-notice',
    subject: one
      ? `New ${first.mention ? 'mention' : 'message'} about "${first.title}"`
      : `New messages about ${items.length} ideas (${company.name})`,
    paragraphs: [
      one ? line(first) : `There is something new to read about ${items.length} ideas.`,
      'For confidentiality the messages are not in this email. Sign in to the portal to read and answer them.',
    ],
    action: { label: 'Read in the portal', url: first.url },
    links: one ? [] : items.map((item) => ({ label: line(item), url: item.url })),
  });
}

/** A due date (YYYY-MM-DD) as people read it: November 30, 2026. */
const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const dueText = (dueOn: string | null) => (dueOn ? ` It is due on ${longDate(dueOn)}.` : '');

/** To a reviewer newly assigned: a link, never the ideas' content (they are confidential). */
export function reviewAssignedMail(input: { count: number; dueOn: string | null; url: string }) {
  const what = input.count === 1 ? 'a submission' : `${input.count} submissions`;
  return composeMail({
    kind: 'review-assigned',
    subject: `Review requested: ${what}`,
    paragraphs: [
      `You have been asked to review ${what} in the ${company.name}.${dueText(input.dueOn)}`,
      'For confidentiality the submission is not in this email. Sign in to the portal to read and score it, or to decline the review.',
    ],
    action: { label: input.count === 1 ? 'Open the review' : 'Open my reviews', url: input.url },
  });
}

/** To a reviewer, once, the day after a review's due date passed unscored. */
export function reviewOverdueMail(input: { dueOn: string; url: string }) {
  return composeMail({
    kind: 'review-overdue',
    subject: 'A review assigned to you is overdue',
    paragraphs: [
      `A review assigned to you in the ${company.name} was due on ${longDate(input.dueOn)} and has no scorecard yet.`,
      'Please score it, or decline it if you cannot review it.',
    ],
    action: { label: 'Open the review', url: input.url },
  });
}

/**
 * To the signer, once the agreement is signed: the sealed PDF rides along as an attachment, as
 * signing services send it, so they keep their own copy.
 */
export function agreementSignedMail(input: { signerName: string; signedAt: Date; url: string }) {
  return composeMail({
    kind: 'agreement-signed',
    subject: `Your signed invention agreement (${company.name})`,
    paragraphs: [
      `Thank you, ${input.signerName}. You signed the ${company.legalName} invention agreement on ${inWords(input.signedAt)}.`,
      'The signed agreement is attached as a PDF, sealed by the portal so that any change to it shows. Keep it for your records; you can also download it from the portal at any time.',
      'You can now submit your ideas.',
    ],
    action: { label: 'Submit an idea', url: input.url },
  });
}

/** A change to how an account is protected, which its owner is always told of. */
export type SecurityChange =
  | 'password-changed'
  | 'password-reset'
  | 'two-factor-enabled'
  | 'two-factor-disabled'
  | 'backup-codes-regenerated'
  | 'passkey-added'
  | 'passkey-removed';

const securityChanges: Record<SecurityChange, { subject: string; what: string; after: string }> = {
  'password-changed': {
    subject: 'Your password was changed',
    what: 'The password of your account was changed',
    after: 'Your other signed-in browsers were signed out.',
  },
  'password-reset': {
    subject: 'Your password was reset',
    what: 'The password of your account was reset with a link sent to this address',
    after: 'Every browser signed in to your account was signed out.',
  },
  'two-factor-enabled': {
    subject: 'Two-factor sign-in was turned on',
    what: 'Two-factor sign-in was turned on for your account',
    after:
      'Signing in now also needs a code from your authenticator app. Your other signed-in browsers were signed out.',
  },
  'two-factor-disabled': {
    subject: 'Two-factor sign-in was turned off',
    what: 'Two-factor sign-in was turned off for your account',
    after: 'Signing in now needs only your password, and your backup codes no longer work.',
  },
  'backup-codes-regenerated': {
    subject: 'New backup codes were made',
    what: 'New two-factor backup codes were made for your account',
    after: 'Your earlier backup codes no longer work.',
  },
  'passkey-added': {
    subject: 'A passkey was added',
    what: 'A passkey was added to your account',
    after: 'It can now sign in to your account without your password.',
  },
  'passkey-removed': {
    subject: 'A passkey was removed',
    what: 'A passkey was removed from your account',
    after: 'It can no longer sign in to your account.',
  },
};

/**
 * Tells an account's owner what changed in its security, when, and from which browser and
 * address, with what to do if it was not them. It carries no secret: no code, no password.
 */
export function accountSecurityMail(input: {
  change: SecurityChange;
  at: Date;
  /** "Chrome on macOS", or null when the browser could not be told. */
  browser: string | null;
  ipAddress: string | null;
  resetUrl: string;
}): Template {
  const { subject, what, after } = securityChanges[input.change];
  const browser = input.browser ? `from ${input.browser}` : 'from a browser we could not identify';
  const address = input.ipAddress ? ` at the address ${input.ipAddress}` : '';
  return composeMail({
    kind: `security-${input.change}`,
    subject: `${subject} (${company.name})`,
    paragraphs: [`${what} on ${inWords(input.at)}, ${browser}${address}.`, after],
    action: { label: 'Reset your password', url: input.resetUrl },
    notes: [
      'If this was you, there is nothing more to do.',
      `If it was not you, reset your password now with the button above and tell us at ${company.supportEmail}: someone else may know your password.`,
    ],
  });
}
