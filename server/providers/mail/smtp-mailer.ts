import { Readable } from 'node:stream';
import { SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { toNodemailer, type Mailer, type SendControl } from './mailer';

/**
 * How long one SMTP exchange may take, in milliseconds: well inside the outbox's lease, so a
 * send never outlasts the claim it runs under (ADR 4). nodemailer's own defaults (2 minutes to
 * connect, 10 minutes of silence) are longer than the lease.
 */
export interface SmtpLimits {
  connectionTimeout: number;
  greetingTimeout: number;
  /** Silence on an open connection. */
  socketTimeout: number;
  /** The whole exchange, from connecting to the server's last answer. */
  deadline: number;
}

export const smtpLimits: SmtpLimits = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
  deadline: 60_000,
};

/**
 * Sends each message on a connection of its own. The content is held back until the server has
 * asked for it (354 after DATA) and `beforeContent` has settled: the one moment after which a
 * lost answer leaves the delivery unknown.
 */
export function createSmtpMailer(smtpUrl: string, limits: SmtpLimits = smtpLimits): Mailer {
  const { deadline, ...timeouts } = limits;
  const server = smtpServer(smtpUrl);
  return {
    async send(mail, control) {
      const [{ default: nodemailer }, { default: MailComposer }] = await Promise.all([
        import('nodemailer'),
        import('nodemailer/lib/mail-composer'),
      ]);
      const message = new MailComposer(toNodemailer(mail)).compile();
      const content = heldContent(await message.build(), control);
      const transport = nodemailer.createTransport({
        url: smtpUrl,
        ...timeouts,
        // The exchange's lines (never the content) go to the watcher, which hears the 354.
        transactionLog: true,
        logger: content.watcher,
      });
      // SMTP has no instrumentation: one span per exchange, a no-op unless tracing is on
      // (docs/decisions/0047-observability.md). It names the server, never an address.
      const span = trace
        .getTracer('invention-portal/smtp')
        .startSpan('smtp send', { kind: SpanKind.CLIENT, attributes: server });
      try {
        await transport.sendMail({
          envelope: message.getEnvelope(),
          raw: content.stream,
          signal: AbortSignal.timeout(deadline),
        } as Parameters<typeof transport.sendMail>[0]);
      } catch (error) {
        // The code (ECONNECTION, EENVELOPE...), not the message: a server's refusal quotes
        // the recipient.
        span.setAttribute('error.type', errorType(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
        transport.close();
      }
    },
    close: () => {},
  };
}

/** The server of an SMTP URL, as span attributes: its user and password stay out. */
function smtpServer(smtpUrl: string): Attributes {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    'server.address': url.hostname,
    'server.port': Number(url.port) || (secure ? 465 : 587),
    'network.protocol.name': 'smtp',
  };
}

function errorType(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return code;
  return error instanceof Error ? error.name : 'Error';
}

/**
 * The message as a stream that yields nothing until the server's 354 has been heard and
 * `beforeContent` has resolved. nodemailer reads it early, before MAIL FROM, so the wait is on
 * the server's answer, not on the read. Without a 354 nothing is ever sent, and the exchange
 * ends at its timeout: a failure, never a duplicate.
 */
function heldContent(bytes: Buffer, control: SendControl | undefined) {
  let asked = false;
  let invited = false;
  let released = false;
  const stream = new Readable({
    read() {
      asked = true;
      release();
    },
  });
  function release() {
    if (!asked || !invited || released) return;
    released = true;
    Promise.resolve(control?.beforeContent()).then(
      () => {
        stream.push(bytes);
        stream.push(null);
      },
      (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  }
  const hear = (entry: { tnx?: string } | undefined, line?: unknown) => {
    if (entry?.tnx === 'server' && typeof line === 'string' && line.startsWith('354')) {
      invited = true;
      release();
    }
  };
  const ignore = () => {};
  return {
    stream,
    watcher: {
      trace: ignore,
      debug: hear,
      info: ignore,
      warn: ignore,
      error: ignore,
      fatal: ignore,
    },
  };
}
