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

/** Every mail the portal has sent to the address, oldest first. */
export async function messagesTo(address: string): Promise<ReceivedMail[]> {
  const files = (await readdir(INBOX_DIR)).filter((f) => f.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(
      async (f) => JSON.parse(await readFile(path.join(INBOX_DIR, f), 'utf8')) as ReceivedMail,
    ),
  );
  return mails.filter((m) => m.to.includes(address));
}

/** Every link in the address's mail whose URL contains pathPart, oldest first. */
async function linksTo(address: string, pathPart: string): Promise<string[]> {
  const mails = await messagesTo(address);
  return mails.flatMap(
    (mail) => mail.text.match(/https?:\/\/\S+/g)?.filter((url) => url.includes(pathPart)) ?? [],
  );
}

/**
 * Waits until the address has received `count` mails with a link containing pathPart (a
 * verification link, a reset link) and returns the newest such link.
 */
export async function waitForLink(
  address: string,
  pathPart: string,
  { count = 1 }: { count?: number } = {},
): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        links = await linksTo(address, pathPart);
        return links.length;
      },
      // The outbox worker sends within a moment of the request.
      { message: `${count} mail(s) to ${address} with a link to ${pathPart}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return links.at(-1)!;
}

/**
 * Waits for a mail to the address whose text contains every one of `parts`, and returns it.
 * For mails without a link to follow, such as staff notifications.
 */
export async function waitForMail(address: string, parts: string[]): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(address)).find((mail) =>
          parts.every((part) => mail.text.includes(part)),
        );
        return found !== undefined;
      },
      { message: `a mail to ${address} containing ${parts.join(', ')}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
