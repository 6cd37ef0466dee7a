import { toNodemailer, transportOnFirstSend, type Mailer } from './mailer';

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = transportOnFirstSend((nodemailer) => nodemailer.createTransport(smtpUrl));
  return {
    async send(mail) {
      await (await transport.get()).sendMail(toNodemailer(mail));
    },
    close: transport.close,
  };
}
