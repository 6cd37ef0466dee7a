import type { Env } from '../../env';
import { createFileMailer } from './file-mailer';
import { createSmtpMailer } from './smtp-mailer';

export interface OutgoingMail {
  /** Stable per message, so a receiver can drop a copy re-sent after a crash. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'DATA_DIR'>): Mailer {
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL) : createFileMailer(env.DATA_DIR);
}
