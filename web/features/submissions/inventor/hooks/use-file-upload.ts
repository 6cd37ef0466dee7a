import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedAttachment } from '#common/attachments';
import { isApiRequestError } from '#web/lib/api';
import { uploadAttachment } from '#web/features/submissions/lib/upload-attachment';

export type FileUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; sent: number; total: number }
  | { status: 'done'; file: File; attachment: UploadedAttachment }
  | { status: 'failed'; file: File; message: string; error: unknown };

/** Whether another try may succeed: the file was not refused for what it is. */
export const mayRetry = (error: unknown) =>
  !isApiRequestError(error) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

const CANCELLED = 'Upload cancelled';

/**
 * One file's resumable upload, with its progress for a progress bar: `start` begins it (and
 * cancels one under way), `cancel` stops it and removes what was sent. An upload still going
 * when the component goes away is cancelled.
 */
export function useFileUpload() {
  const [state, setState] = useState<FileUploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    running.current?.abort(new DOMException(CANCELLED, 'AbortError'));
    running.current = null;
    setState({ status: 'idle' });
  }, []);

  const start = useCallback(async (file: File): Promise<UploadedAttachment | null> => {
    running.current?.abort(new DOMException(CANCELLED, 'AbortError'));
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'uploading', file, sent: 0, total: file.size });
    try {
      const attachment = await uploadAttachment(
        file,
        file.name,
        controller.signal,
        (sent, total) => {
          if (!controller.signal.aborted) setState({ status: 'uploading', file, sent, total });
        },
      );
      if (controller.signal.aborted) return null;
      running.current = null;
      setState({ status: 'done', file, attachment });
      return attachment;
    } catch (error) {
      if (controller.signal.aborted) return null;
      running.current = null;
      const message = error instanceof Error ? error.message : String(error);
      setState({ status: 'failed', file, message, error });
      throw error;
    }
  }, []);

  const reset = useCallback(() => {
    running.current?.abort(new DOMException(CANCELLED, 'AbortError'));
    running.current = null;
    setState({ status: 'idle' });
  }, []);

  useEffect(() => () => running.current?.abort(new DOMException(CANCELLED, 'AbortError')), []);

  return { state, start, cancel, reset };
}
