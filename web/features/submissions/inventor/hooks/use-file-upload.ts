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
const IDLE: FileUploadState = { status: 'idle' };

/**
 * The resumable uploads of several files at once, each under its own key, with each one's
 * progress for its progress bar: `start` begins one (and cancels one under way under the same
 * key), `cancel` stops it and removes what was sent. Uploads still going when the component
 * goes away are cancelled.
 */
export function useFileUploads() {
  const [states, setStates] = useState<Readonly<Record<string, FileUploadState>>>({});
  const running = useRef(new Map<string, AbortController>());

  const setState = useCallback((key: string, state: FileUploadState | null) => {
    setStates((before) => {
      const next = { ...before };
      if (state) next[key] = state;
      else delete next[key];
      return next;
    });
  }, []);

  const stop = useCallback((key: string) => {
    running.current.get(key)?.abort(new DOMException(CANCELLED, 'AbortError'));
    running.current.delete(key);
  }, []);

  /** Stops the upload under `key`, if one is going, and forgets its state. */
  const cancel = useCallback(
    (key: string) => {
      stop(key);
      setState(key, null);
    },
    [setState, stop],
  );

  const start = useCallback(
    async (key: string, file: File): Promise<UploadedAttachment | null> => {
      stop(key);
      const controller = new AbortController();
      running.current.set(key, controller);
      setState(key, { status: 'uploading', file, sent: 0, total: file.size });
      const current = () => !controller.signal.aborted && running.current.get(key) === controller;
      try {
        const attachment = await uploadAttachment(
          file,
          file.name,
          controller.signal,
          (sent, total) => {
            if (current()) setState(key, { status: 'uploading', file, sent, total });
          },
        );
        if (!current()) return null;
        running.current.delete(key);
        setState(key, { status: 'done', file, attachment });
        return attachment;
      } catch (error) {
        if (!current()) return null;
        running.current.delete(key);
        const message = error instanceof Error ? error.message : String(error);
        setState(key, { status: 'failed', file, message, error });
        throw error;
      }
    },
    [setState, stop],
  );

  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const controller of uploads.values())
        controller.abort(new DOMException(CANCELLED, 'AbortError'));
      uploads.clear();
    };
  }, []);

  const stateOf = useCallback((key: string) => states[key] ?? IDLE, [states]);

  return { stateOf, start, cancel };
}
