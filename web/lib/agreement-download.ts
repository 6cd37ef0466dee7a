import { agreementDownloadMessages as texts, agreementFilename } from '#common/agreements';
import { errorFromResponse } from './api';
import { filenameFromContentDisposition, type FileDownloadOutcome } from './file-download';

/** The agreement download result of the spec (spec 01 §3, spec 02 §3). */
export interface AgreementDownloadResult {
  success: boolean;
  data: Blob | null;
  filename: string | null;
  /** A page showing the document, when the file itself cannot be had. */
  url: string | null;
  error: string | null;
  /** The server has no signed agreement under this id. */
  notFound?: boolean;
}

const failure = (error: string, notFound = false): AgreementDownloadResult => ({
  success: false,
  data: null,
  filename: null,
  url: null,
  error,
  ...(notFound ? { notFound } : {}),
});

/**
 * Fetches a signed agreement's PDF: the owner's own, or any user's for an admin (the server
 * decides). The file name comes from Content-Disposition, else `agreement_<first 8 of the id>.pdf`.
 * HTTP refusals come back as a result with an error; an unreachable server throws.
 */
export async function fetchAgreementDocument(
  agreementId: string | null | undefined,
  {
    documentId,
    signal,
    fetchImpl = fetch,
  }: {
    /** The provider's document id, for the fallback file name. */
    documentId?: string | null | undefined;
    signal?: AbortSignal;
    fetchImpl?: typeof fetch;
  } = {},
): Promise<AgreementDownloadResult> {
  const id = agreementId?.trim();
  if (!id) return failure(texts.noAgreementId);
  const response = await fetchImpl(`/api/agreements/${encodeURIComponent(id)}/document`, {
    headers: { Accept: 'application/pdf' },
    credentials: 'same-origin',
    signal: signal ?? null,
  });
  if (!response.ok) {
    const error = await errorFromResponse(response);
    if (response.status === 401) return failure(texts.authenticationRequired);
    if (response.status === 404) return failure(texts.noAgreement.message, true);
    return failure(error.message || texts.fallback);
  }
  const data = await response.blob();
  return {
    success: true,
    data,
    filename:
      filenameFromContentDisposition(response.headers.get('Content-Disposition')) ??
      agreementFilename(documentId?.trim() || id),
    url: null,
    error: null,
  };
}

export type AgreementDownloadPlan =
  | { action: 'save'; blob: Blob; filename: string; fallbackUrl: string | null }
  | { action: 'open'; url: string }
  | { action: 'fail'; title: string; message: string };

/** What the download button does with a result (spec 01 §8 "Downloads"). */
export function planAgreementDownload(result: AgreementDownloadResult): AgreementDownloadPlan {
  if (result.success && result.data) {
    return {
      action: 'save',
      blob: result.data,
      filename: result.filename ?? texts.fallback,
      fallbackUrl: result.url,
    };
  }
  if (result.url) return { action: 'open', url: result.url };
  if (result.notFound) {
    return { action: 'fail', title: texts.noAgreement.title, message: texts.noAgreement.message };
  }
  return {
    action: 'fail',
    title: texts.failed.title,
    message: texts.unable(result.error?.trim() || texts.fallback),
  };
}

export type DownloadToast = { kind: 'success' | 'info' | 'error'; title: string; message?: string };

/** The toast after the file helper ran: saved, opened in a tab, or not started at all. */
export function toastAfterDownload(outcome: FileDownloadOutcome): DownloadToast {
  if (!outcome.ok)
    return { kind: 'error', title: texts.failed.title, message: texts.initiateFailed };
  return outcome.method === 'saved'
    ? { kind: 'success', title: texts.complete }
    : { kind: 'info', title: texts.opening };
}
