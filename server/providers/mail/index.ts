import type { Env } from '#server/env';
import { createFileMailer } from './file-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { Mailer, OutgoingMail } from './mailer';

/** The mailer the configuration asks for: SMTP when a server is set, .eml files otherwise. */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'DATA_DIR'>): Mailer {
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL) : createFileMailer(env.DATA_DIR);
}
