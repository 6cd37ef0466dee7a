import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { logger } from '#server/lib/logger';
import { toNodemailer, transportOnFirstSend, type Mailer } from './mailer';

/** Writes each message as an .eml file under DATA_DIR/mail and logs its links: mail without a server. */
export function createFileMailer(dataDir: string): Mailer {
  const directory = path.resolve(dataDir, 'mail');
  const transport = transportOnFirstSend((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    async send(mail, control) {
      const { message } = await (await transport.get()).sendMail(toNodemailer(mail));
      await mkdir(directory, { recursive: true });
      await control?.beforeContent();
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(directory, `${stamp}-${mail.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info('mail written to file', { to: mail.to, subject: mail.subject, file, links });
    },
    close: transport.close,
  };
}
