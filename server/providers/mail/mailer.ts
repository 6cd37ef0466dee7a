import type { Env } from '#server/env';
import { createFileMailer } from './file-mailer';
import { createSmtpMailer } from './smtp-mailer';

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

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'DATA_DIR'>): Mailer {
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL) : createFileMailer(env.DATA_DIR);
}
