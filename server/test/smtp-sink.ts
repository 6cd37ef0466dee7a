import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSinkOptions {
  /** A fixed port, e.g. to come back where a stopped server was; a free one otherwise. */
  port?: number;
  /** Runs once a message is stored and before the server answers it: a slow server's delay. */
  beforeAnswer?: (mail: ParsedMail) => Promise<void>;
}

/** A real SMTP server on a local port that keeps every message it accepts. */
export async function startSmtpSink(
  onMessage?: (mail: ParsedMail) => void,
  { port: fixedPort = 0, beforeAnswer }: SmtpSinkOptions = {},
) {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      // Accept the message only once it is stored, so a finished send means it is here.
      simpleParser(stream)
        .then(async (mail) => {
          messages.push(mail);
          onMessage?.(mail);
          await beforeAnswer?.(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(fixedPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    /** Messages sent to one address, oldest first. */
    to: (address: string) =>
      messages.filter((m) =>
        [m.to].flat().some((t) => t?.value.some((v) => v.address === address)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The first link in a message's text that contains the given path. */
export function linkIn(mail: ParsedMail, pathPart: string): string {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no link to ${pathPart} in mail "${mail.subject}"`);
  return link;
}
