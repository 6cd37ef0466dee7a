import { attachmentMessages } from '#common/attachments';
import { errorFromResponse } from './api';
import { filenameFromContentDisposition, type FileDownloadOutcome } from './file-download';

/** The texts of attachment downloads (spec 02 §8 "Attachment download"). */
export const attachmentDownloadMessages = {
  downloading: 'Downloading Attachment',
  complete: 'Download Complete',
  opening: 'Opening Attachment',
  failed: 'Download Failed',
  missing: attachmentMessages.missing,
  failedWith: (reason: string) => `Failed to download attachment: ${reason}`,
  unexpected: 'An unexpected error occurred',
} as const;

export type AttachmentDownloadResult =
  { success: true; data: Blob; filename: string } | { success: false; error: string };

/**
 * Fetches a submission's attachment through the authorised endpoint (the owner's, or any for
 * an admin; the server decides). The name comes from Content-Disposition, else the stored
 * name. Refusals come back as a result with the spec's text; an unreachable server throws.
 */
export async function fetchSubmissionAttachment(
  submissionId: string,
  {
    fallbackName,
    signal,
    fetchImpl = fetch,
  }: { fallbackName?: string | null; signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<AttachmentDownloadResult> {
  if (!submissionId) return { success: false, error: attachmentDownloadMessages.missing };
  const response = await fetchImpl(
    `/api/submissions/${encodeURIComponent(submissionId)}/attachment`,
    { credentials: 'same-origin', signal: signal ?? null },
  );
  if (!response.ok) {
    const error = await errorFromResponse(response);
    if (response.status === 404)
      return { success: false, error: attachmentDownloadMessages.missing };
    return {
      success: false,
      error: attachmentDownloadMessages.failedWith(
        response.statusText || error.message || String(response.status),
      ),
    };
  }
  return {
    success: true,
    data: await response.blob(),
    filename:
      filenameFromContentDisposition(response.headers.get('Content-Disposition')) ??
      fallbackName?.trim() ??
      'attachment',
  };
}

export type AttachmentToast = {
  kind: 'success' | 'info' | 'error';
  title: string;
  message?: string;
};

/** The toast once the download helper has run. */
export function attachmentToast(outcome: FileDownloadOutcome): AttachmentToast {
  if (!outcome.ok)
    return {
      kind: 'error',
      title: attachmentDownloadMessages.failed,
      message: outcome.error || attachmentDownloadMessages.unexpected,
    };
  return outcome.method === 'saved'
    ? { kind: 'success', title: attachmentDownloadMessages.complete }
    : { kind: 'info', title: attachmentDownloadMessages.opening };
}
