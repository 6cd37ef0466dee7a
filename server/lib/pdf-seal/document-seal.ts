import { errorMessage, logger } from '#server/lib/logger';
import type { TimestampAuthority } from '#server/lib/tsa-client';
import type { Sealer } from './sealer';

/** Seals a document the portal issues (disclosure.pdf), as it is issued. */
export type DocumentSeal = (
  pdf: Uint8Array,
  about: { reason: string; signedAt: Date },
) => Promise<Uint8Array>;

/** A document timestamp is waited for this long when a person is downloading. */
const ARCHIVE_TIMEOUT_MS = 10_000;

/**
 * The portal's seal (PAdES, with its signature timestamp when the authority answers) and, with
 * an authority configured, long-term validation data and a document timestamp at once (B-LTA):
 * a document issued anew at each download is never renewed, so it is made complete when made.
 * An authority or responder that does not answer leaves it sealed only, and the download goes on.
 */
export function createDocumentSeal(
  sealer: Sealer,
  authority: TimestampAuthority | null,
): DocumentSeal {
  return async (pdf, about) => {
    const sealed = await sealer.sealDocument(pdf, about);
    if (!authority) return sealed;
    try {
      const { archiveForTheLongTerm } = await import('./long-term');
      return (await archiveForTheLongTerm(sealed, { authority, timeoutMs: ARCHIVE_TIMEOUT_MS }))
        .bytes;
    } catch (error) {
      logger.warn('issued a sealed document without long-term validation data', {
        error: errorMessage(error),
      });
      return sealed;
    }
  };
}
