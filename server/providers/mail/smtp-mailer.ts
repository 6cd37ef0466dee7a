import nodemailer from 'nodemailer';
import { toNodemailer, type Mailer } from './mailer';

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail(toNodemailer(mail));
    },
    close: () => transport.close(),
  };
}
