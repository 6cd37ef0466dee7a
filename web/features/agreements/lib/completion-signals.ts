import { AGREEMENT_SIGNED_EVENT } from '#common/agreements';

// How the dashboard hears that a signing may have finished (spec 02 §4 "Agreement"). None of
// these is trusted: each only triggers the completion check, which asks the provider.

/** Lower case, letters and digits only: 'Document.Signed' and 'document_signed' read alike. */
const normalise = (value: unknown) =>
  typeof value === 'string' ? value.toLowerCase().replace(/[^a-z0-9]/g, '') : '';

/** Provider message statuses that mean signed (status Success or Signed). */
const SIGNED_MESSAGE_STATUSES = new Set(['success', 'signed']);
/** An action of document signed (BoldSign posts `onDocumentSigned`). */
const SIGNED_ACTIONS = new Set(['documentsigned', 'ondocumentsigned']);
/** An event of signing complete. */
const COMPLETE_EVENTS = new Set(['signingcomplete', 'signingcompleted', 'onsigningcomplete']);
/** URL status values that mean signed, in any case. */
const SIGNED_URL_STATUSES = new Set(['signed', 'completed', 'success']);
/** Pages a provider redirects to after signing: the dashboard or the thank-you page. */
const COMPLETION_PATHS = ['/user-dashboard', '/thank-you'];

export interface CompletionSignal {
  /** The document the message names, when it names one. */
  documentId: string | null;
}

function fromObject(data: Record<string, unknown>): CompletionSignal | null {
  const signed =
    SIGNED_MESSAGE_STATUSES.has(normalise(data.status)) ||
    SIGNED_ACTIONS.has(normalise(data.action)) ||
    COMPLETE_EVENTS.has(normalise(data.event)) ||
    // { type: 'onDocumentSigned' } and the built-in page's { type: 'agreement-signed' } with a status
    SIGNED_ACTIONS.has(normalise(data.type)) ||
    COMPLETE_EVENTS.has(normalise(data.type));
  if (!signed) return null;
  const documentId = data.documentId ?? data.documentID ?? data.document_id;
  return { documentId: typeof documentId === 'string' && documentId ? documentId : null };
}

/**
 * Reads a window message from the signing frame: a completion signal, or null when the message
 * says nothing about signing. Accepts objects and JSON text, and a bare action name as text.
 */
export function readCompletionMessage(data: unknown): CompletionSignal | null {
  if (typeof data === 'string') {
    const text = data.trim();
    if (text.startsWith('{')) {
      try {
        return readCompletionMessage(JSON.parse(text) as unknown);
      } catch {
        return null;
      }
    }
    const name = normalise(text);
    return SIGNED_ACTIONS.has(name) || COMPLETE_EVENTS.has(name) ? { documentId: null } : null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  return fromObject(data as Record<string, unknown>);
}

/**
 * Whether the signing frame's address says the signing finished: a status parameter of
 * Signed, Completed or Success (any case), or a redirect to the dashboard or thank-you page.
 */
export function isCompletionUrl(url: string | null | undefined, base?: string): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return false;
  }
  if (COMPLETION_PATHS.some((path) => parsed.pathname.includes(path))) return true;
  const hash = new URLSearchParams(parsed.hash.replace(/^#\??/, ''));
  return [parsed.searchParams, hash].some((params) =>
    params.getAll('status').some((status) => SIGNED_URL_STATUSES.has(normalise(status))),
  );
}

function originOf(url: string, base?: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/**
 * Messages are accepted only from the signing page's origin (BoldSign's, or ours for the
 * built-in page) or from our own origin (the provider's redirect back to us).
 */
export function isTrustedMessageOrigin(
  messageOrigin: string,
  signingUrl: string,
  ownOrigin: string,
): boolean {
  if (!messageOrigin || messageOrigin === 'null') return false;
  return messageOrigin === ownOrigin || messageOrigin === originOf(signingUrl, ownOrigin);
}

/**
 * The signing URL the dialog may show, or null: our own pages, or another site over HTTPS.
 * Anything else (javascript:, data:, plain HTTP elsewhere) is refused.
 */
export function safeSigningUrl(url: unknown, ownOrigin: string): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), ownOrigin);
  } catch {
    return null;
  }
  if (parsed.origin === ownOrigin && /^https?:$/.test(parsed.protocol)) return parsed.href;
  return parsed.protocol === 'https:' ? parsed.href : null;
}

/** The documentId a window `agreement-signed` event carries, or null. */
export function documentIdFromEvent(event: Event): string | null {
  if (event.type !== AGREEMENT_SIGNED_EVENT) return null;
  const detail = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const documentId = (detail as { documentId?: unknown }).documentId;
  return typeof documentId === 'string' && documentId.trim() ? documentId.trim() : null;
}
