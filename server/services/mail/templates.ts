import { company } from '#common/company';
import { submissionStatusLabel, type SubmissionStatus } from '#common/submissions';
import type { MailToQueue } from './outbox';

export type Template = Omit<MailToQueue, 'to'>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join('');
  return `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#0b3b5c">${escape(company.name)}</h1>${body}
<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#0b5d7a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escape(action.label)}</a></p>
<p style="font-size:13px;color:#4b5563">If the button does not work, copy this address into your browser:<br>${escape(action.url)}</p>
</div></body></html>`;
}

export function verifyEmailMail(url: string): Template {
  const lines = [
    `Welcome to the ${company.name}.`,
    'Please confirm your email address to finish creating your account.',
    'If you did not create an account, you can ignore this message.',
  ];
  return {
    kind: 'verify-email',
    subject: `Confirm your email for the ${company.name}`,
    text: `${lines.join('\n\n')}\n\nConfirm your email: ${url}\n`,
    html: layout(lines, { label: 'Confirm email', url }),
  };
}

export function resetPasswordMail(url: string): Template {
  const lines = [
    `We received a request to reset the password of your ${company.name} account.`,
    'The link works once and expires after 24 hours.',
    'If you did not ask for this, you can ignore this message: your password stays the same.',
  ];
  return {
    kind: 'reset-password',
    subject: `Reset your ${company.name} password`,
    text: `${lines.join('\n\n')}\n\nReset your password: ${url}\n`,
    html: layout(lines, { label: 'Reset password', url }),
  };
}

/** To the owner of an address someone tried to register again: no account is made or changed. */
export function accountExistsMail(signInUrl: string, resetUrl: string): Template {
  const lines = [
    `Someone tried to create a ${company.name} account with this email address, which already has one.`,
    'No new account was created and nothing about your account has changed.',
    `If it was you, sign in instead. If you forgot your password, reset it here: ${resetUrl}`,
    'If it was not you, you can ignore this message.',
  ];
  return {
    kind: 'account-exists',
    subject: `Sign-up attempt with your ${company.name} email address`,
    text: `${lines.join('\n\n')}\n\nSign in: ${signInUrl}\nReset your password: ${resetUrl}\n`,
    html: layout(lines, { label: 'Sign in', url: signInUrl }),
  };
}

/** The submitter's receipt: what was received and when, with hashes both sides can check later. */
export function submissionReceiptMail(receipt: {
  id: string;
  title: string;
  receivedAt: Date;
  titleSha256: string;
  descriptionSha256: string;
  attachment: { name: string; sha256: string } | null;
  /** The SHA-256 of the idea's manifest: the document the trusted timestamp is over. */
  manifestSha256: string;
  trustedTimestamps: boolean;
}): Template {
  const lines = [
    `We received your idea "${receipt.title}". It is confidential and will be reviewed by our staff.`,
    `Submission ID: ${receipt.id}`,
    `Received: ${receipt.receivedAt
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, '')} UTC`,
    `SHA-256 of the title: ${receipt.titleSha256}`,
    `SHA-256 of the description: ${receipt.descriptionSha256}`,
    receipt.attachment
      ? `SHA-256 of the attachment "${receipt.attachment.name}": ${receipt.attachment.sha256}`
      : 'Attachment: none',
    `SHA-256 of the submission manifest: ${receipt.manifestSha256}`,
    receipt.trustedTimestamps
      ? 'Trusted timestamp: pending. An independent timestamp authority is certifying the manifest; the token will be in your evidence bundle, which you can download from the idea in the portal.'
      : 'Trusted timestamp: not configured on this portal. Your evidence bundle, which you can download from the idea in the portal, still proves what you sent.',
    'Keep this message: the hashes let you and us show later exactly what was disclosed, and when.',
  ];
  return {
    kind: 'submission-receipt',
    subject: `We received your idea: ${receipt.title}`,
    text: `${lines.join('\n\n')}\n`,
  };
}

/** The submitter is told of every review decision, with the reviewer's notes. */
export function statusChangeMail(change: {
  id: string;
  title: string;
  status: SubmissionStatus;
  notes: string | null;
  url: string;
}): Template {
  const label = submissionStatusLabel(change.status);
  const lines = [
    `The status of your idea "${change.title}" is now: ${label}.`,
    change.notes
      ? `Notes from our review team: ${change.notes}`
      : 'Our review team added no notes.',
    `Submission ID: ${change.id}`,
    'You can follow all your submissions in your dashboard.',
  ];
  return {
    kind: 'submission-status',
    subject: `Your idea "${change.title}" is now ${label}`,
    text: `${lines.join('\n\n')}\n\nYour submissions: ${change.url}\n`,
    html: layout(lines, { label: 'View my submissions', url: change.url }),
  };
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
  const lines = [
    ...items.map((item) => (items.length === 1 ? line(item) : `${line(item)} ${item.url}`)),
    'For confidentiality the messages are not in this email. Sign in to the portal to read and answer them.',
  ];
  const links = items.map((item) => `"${item.title}": ${item.url}`).join('\n');
  return {
    kind: 'conversation-notice',
    subject:
      items.length === 1
        ? `New ${first.mention ? 'mention' : 'message'} about "${first.title}"`
        : `New messages about ${items.length} ideas (${company.name})`,
    text: `${lines.join('\n\n')}\n\n${links}\n`,
    html: layout(lines, {
      label: items.length === 1 ? 'Read in the portal' : 'Open the portal',
      url: first.url,
    }),
  };
}

/** A due date (YYYY-MM-DD) as people read it: November 30, 2026. */
const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const dueText = (dueOn: string | null) => (dueOn ? ` It is due on ${longDate(dueOn)}.` : '');

/** To a reviewer newly assigned: a link, never the ideas' content (they are confidential). */
export function reviewAssignedMail(input: { count: number; dueOn: string | null; url: string }) {
  const what = input.count === 1 ? 'a submission' : `${input.count} submissions`;
  const lines = [
    `You have been asked to review ${what} in the ${company.name}.${dueText(input.dueOn)}`,
    'For confidentiality the submission is not in this email. Sign in to the portal to read and score it, or to decline the review.',
  ];
  return {
    kind: 'review-assigned',
    subject: `Review requested: ${what}`,
    text: `${lines.join('\n\n')}\n\nOpen: ${input.url}\n`,
    html: layout(lines, { label: 'Open the review', url: input.url }),
  } satisfies Template;
}

/** To a reviewer, once, the day after a review's due date passed unscored. */
export function reviewOverdueMail(input: { dueOn: string; url: string }) {
  const lines = [
    `A review assigned to you in the ${company.name} was due on ${longDate(input.dueOn)} and has no scorecard yet.`,
    'Please score it, or decline it if you cannot review it.',
  ];
  return {
    kind: 'review-overdue',
    subject: 'A review assigned to you is overdue',
    text: `${lines.join('\n\n')}\n\nOpen: ${input.url}\n`,
    html: layout(lines, { label: 'Open the review', url: input.url }),
  } satisfies Template;
}
