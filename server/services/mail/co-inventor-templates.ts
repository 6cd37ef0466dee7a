import { company } from '#common/company';
import { submissionReference } from '#common/submissions';
import { composeMail, inWords, type Template } from './layout';

// Mails to the co-inventors a submitter lists. They carry the idea's reference and who listed
// them, never its title or text: an address typed wrong must not disclose the invention.

interface Invitation {
  submissionId: string;
  /** Who listed them, as their profile names them. */
  submitterName: string;
  /** The co-inventor's own address, to register with if they have no account. */
  email: string;
  /** The idea among their co-inventions. */
  url: string;
  registerUrl: string;
}

const signInNote = (invitation: Invitation) =>
  `If you have no account yet, register with this address (${invitation.email}) first: ${invitation.registerUrl}. The idea is shown only to an account with this address.`;

/** To a co-inventor listed on a draft: they may read it and help write it. */
export function coInventorDraftInvitationMail(invitation: Invitation): Template {
  return composeMail({
    kind: 'co-inventor-invitation',
    subject: `${invitation.submitterName} listed you as a co-inventor`,
    paragraphs: [
      `${invitation.submitterName} listed you as a co-inventor of an invention disclosure they are preparing in the ${company.name} (draft ${submissionReference(invitation.submissionId)}).`,
      'For confidentiality the disclosure is not in this email. Sign in to read it and help write it. Once it is sent, you will be asked to confirm your part with a signature.',
    ],
    action: { label: 'Open the disclosure', url: invitation.url },
    notes: [signInNote(invitation)],
  });
}

/** To a co-inventor once the idea is sent (or their address corrected): please attest. */
export function attestationRequestMail(
  invitation: Invitation & { sentAt: Date; reminder?: number },
): Template {
  const reference = submissionReference(invitation.submissionId);
  return composeMail({
    kind: invitation.reminder ? 'attestation-reminder' : 'attestation-request',
    subject: invitation.reminder
      ? `Reminder: please confirm your part in disclosure ${reference}`
      : `Please confirm your part in disclosure ${reference}`,
    paragraphs: [
      `${invitation.submitterName} sent an invention disclosure to the ${company.name} on ${inWords(invitation.sentAt)} and listed you as a co-inventor (disclosure ${reference}).`,
      'Please sign in, read it, and confirm that you are an inventor and your share of the contribution, or tell us what is wrong. For confidentiality the disclosure is not in this email.',
    ],
    action: { label: 'Confirm or dispute', url: invitation.url },
    notes: [signInNote(invitation)],
  });
}
