import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  /** Stable per message, so a receiver can drop a copy re-sent after a crash. */
  messageId: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface SendControl {
  /**
   * Called once, when the mail server has asked for the message's content and before any of it
   * is sent: from then on its delivery cannot be ruled out. A rejection ends the send with none
   * of the content sent.
   */
  beforeContent(): Promise<void>;
}

export interface Mailer {
  send(mail: OutgoingMail, control?: SendControl): Promise<void>;
  close(): void;
}

/**
 * Whether a failed send was answered with a refusal (an SMTP 4xx or 5xx reply), so the message
 * surely did not go. Any other failure after the content was offered leaves it unknown.
 */
export const refusedByServer = (error: unknown): boolean =>
  typeof (error as { responseCode?: unknown } | null)?.responseCode === 'number';

/** The message as nodemailer takes it (it wants undefined, not null, for an absent part). */
export const toNodemailer = (mail: OutgoingMail) => ({
  ...mail,
  html: mail.html ?? undefined,
  replyTo: mail.replyTo ?? undefined,
});

/**
 * A nodemailer transport made when the first message goes out: an instance that sends none,
 * or not yet, does not load nodemailer while it starts.
 */
export function transportOnFirstSend(create: (mailer: typeof nodemailer) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then((module) => create(module.default))),
    close: () => void transport?.then((made) => made.close()),
  };
}
