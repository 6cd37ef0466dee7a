import type { AgreementStatus } from '#common/agreements';
import { errorMessage, logger } from '#server/lib/logger';
import type { SigningProvider } from '../signing-provider';

export interface BoldSignOptions {
  apiKey: string;
  templateId: string;
  baseUrl: string;
  /** How often to ask for the signing link while BoldSign is still preparing the document. */
  linkAttempts?: number;
  linkRetryMs?: number;
}

/**
 * BoldSign answered with an error or without what it must send. Not the client's doing: it is
 * logged and answered as any unexpected failure; `status` decides whether asking again may help.
 */
const boldSignFailure = (status: number, message: string) =>
  Object.assign(new Error(message), { boldSignStatus: status });

const boldSignStatusOf = (error: unknown): number | undefined =>
  error instanceof Error && 'boldSignStatus' in error && typeof error.boldSignStatus === 'number'
    ? error.boldSignStatus
    : undefined;

// BoldSign's document states, as the portal records them.
const statuses: Record<string, AgreementStatus> = {
  Completed: 'signed',
  Declined: 'declined',
  Revoked: 'declined',
  Expired: 'expired',
  InProgress: 'sent',
  WaitingForOthers: 'sent',
  Draft: 'sent',
};

/** The BoldSign REST API, authenticated with an API key. */
export function createBoldSignProvider(options: BoldSignOptions): SigningProvider {
  const { apiKey, templateId, linkAttempts = 6, linkRetryMs = 500 } = options;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    body?: unknown,
  ) {
    const url = `${base}${path}?${new URLSearchParams(query)}`;
    const response = await fetch(url, {
      method,
      headers: {
        'X-API-KEY': apiKey,
        Accept:
          body === undefined && path.endsWith('/download') ? 'application/pdf' : 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw boldSignFailure(
        response.status,
        `BoldSign ${method} ${path} answered ${response.status}: ${detail.slice(0, 200)}`,
      );
    }
    return response;
  }

  return {
    name: 'boldsign',

    async start(signer, { redirectUrl }) {
      const sent = (await (
        await call(
          'POST',
          '/v1/template/send',
          { templateId },
          {
            title: 'Invention Submission and Confidentiality Agreement',
            // Signed in the portal's embedded dialog, so BoldSign sends no invitation mail.
            disableEmails: true,
            roles: [
              {
                roleIndex: 1,
                signerName: signer.name,
                signerEmail: signer.email,
                signerType: 'Signer',
                existingFormFields: [{ id: 'JobTitle', value: signer.jobTitle }],
              },
            ],
          },
        )
      ).json()) as { documentId?: string };
      if (!sent.documentId) throw boldSignFailure(502, 'BoldSign sent no document id');

      // BoldSign prepares a sent document in the background: the link may not exist at once.
      for (let attempt = 1; ; attempt++) {
        try {
          const link = (await (
            await call('GET', '/v1/document/getEmbeddedSignLink', {
              documentId: sent.documentId,
              signerEmail: signer.email,
              redirectUrl,
            })
          ).json()) as { signLink?: string };
          if (!link.signLink) throw boldSignFailure(502, 'BoldSign sent no signing link');
          return { documentId: sent.documentId, signingUrl: link.signLink, templateVersion: null };
        } catch (error) {
          const status = boldSignStatusOf(error);
          const retriable =
            status !== undefined && status < 500 && status !== 401 && status !== 403;
          if (!retriable || attempt >= linkAttempts) throw error;
          logger.debug('BoldSign link not ready, asking again', {
            attempt,
            error: errorMessage(error),
          });
          await new Promise((resolve) => setTimeout(resolve, linkRetryMs * attempt));
        }
      }
    },

    async status(documentId) {
      const properties = (await (
        await call('GET', '/v1/document/properties', { documentId })
      ).json()) as {
        status?: string;
      };
      return statuses[properties.status ?? ''] ?? 'sent';
    },

    async download(documentId) {
      const response = await call('GET', '/v1/document/download', { documentId });
      const disposition = response.headers.get('content-disposition') ?? '';
      const filename = disposition.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)?.[1] ?? null;
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        filename: filename && decodeURIComponent(filename),
      };
    },
  };
}
