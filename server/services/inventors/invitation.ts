import type { Tx } from '#server/db/client';
import type { coInventors } from '#server/db/schema/index';
import { type submissions } from '#server/db/schema/index';
import { attestationRequestMail, enqueueMail, portalLinks } from '../mail/index';

export type Submission = typeof submissions.$inferSelect;
export type CoInventor = typeof coInventors.$inferSelect;

/** Where the mails to co-inventors point. */
export interface InventorLinks {
  appUrl: string;
}

/** What an invitation mail says of the idea and where it leads. */
export const invitationOf = (links: InventorLinks, submission: Submission, email: string) => ({
  submissionId: submission.id,
  submitterName: submission.fullName?.trim() || submission.email,
  email,
  url: portalLinks(links.appUrl).coInvention(submission.id),
  registerUrl: portalLinks(links.appUrl).register,
});

/** Queues the mail asking a co-inventor of a sent idea to attest it (or a reminder of it). */
export const queueAttestationRequest = (
  tx: Tx,
  links: InventorLinks,
  submission: Submission,
  email: string,
  reminder?: number,
) =>
  enqueueMail(tx, {
    to: email,
    ...attestationRequestMail({
      ...invitationOf(links, submission, email),
      sentAt: submission.submittedAt!,
      reminder,
    }),
  });
