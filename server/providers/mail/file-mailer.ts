import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { logger } from '#server/lib/logger';
import { toNodemailer, type Mailer } from './mailer';

/** Writes each message as an .eml file under DATA_DIR/mail and logs its links: mail without a server. */
export function createFileMailer(dataDir: string): Mailer {
  const directory = path.resolve(dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const { message } = await transport.sendMail(toNodemailer(mail));
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(directory, `${stamp}-${mail.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info('mail written to file', { to: mail.to, subject: mail.subject, file, links });
    },
    close: () => transport.close(),
  };
}
