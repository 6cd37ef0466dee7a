import { attachmentUploadResponseSchema, type UploadedAttachment } from '#common/attachments';
import { ApiRequestError, errorFromResponse } from './api';

const NETWORK_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

/**
 * Uploads one file: its bytes as the body, its name in X-File-Name. The server checks the size
 * while reading and the type from the bytes. Failures are thrown as ApiRequestError (status 0
 * when the server could not be reached).
 */
export async function uploadAttachment(
  file: Blob,
  name: string,
  signal?: AbortSignal,
): Promise<UploadedAttachment> {
  let response: Response;
  try {
    response = await fetch('/api/attachments', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/octet-stream',
        'X-File-Name': encodeURIComponent(name),
      },
      credentials: 'same-origin',
      body: file,
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw new ApiRequestError(0, 'network_error', NETWORK_MESSAGE);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return attachmentUploadResponseSchema.parse(await response.json()).attachment;
}
