export interface OutgoingMail {
  /** Stable per message, so a receiver can drop a copy re-sent after a crash. */
  messageId: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The message as nodemailer takes it (it wants undefined, not null, for an absent part). */
export const toNodemailer = (mail: OutgoingMail) => ({
  ...mail,
  html: mail.html ?? undefined,
  replyTo: mail.replyTo ?? undefined,
});
