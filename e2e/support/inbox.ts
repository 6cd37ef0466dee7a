import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { INBOX_DIR } from './environment';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string | false;
}

export async function messagesTo(address: string): Promise<ReceivedMail[]> {
  const files = (await readdir(INBOX_DIR)).sort();
  const mails = await Promise.all(
    files.map(
      async (f) => JSON.parse(await readFile(path.join(INBOX_DIR, f), 'utf8')) as ReceivedMail,
    ),
  );
  return mails.filter((m) => m.to.includes(address));
}

/** Waits until the portal's outbox has delivered a mail to the address, and returns the latest. */
export async function waitForMail(address: string): Promise<ReceivedMail> {
  await expect
    .poll(async () => (await messagesTo(address)).length, { message: `mail to ${address}` })
    .toBeGreaterThan(0);
  return (await messagesTo(address)).at(-1)!;
}

export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no link to ${pathPart} in "${mail.subject}"`);
  return link;
}
