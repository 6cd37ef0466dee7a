import { useRef, useState } from 'react';
import { errorFromResponse, type ApiRequestError } from './api';
import { notify, toastDurations } from './notify';

/** How long the temporary object URL lives after the click (spec 01 §7 "File download helper"). */
export const OBJECT_URL_RELEASE_MS = 100;

/** The toasts of one kind of download (spec 01 §8 "Downloads", spec 02 §8). */
export interface DownloadTexts {
  downloading: string;
  complete: string;
  opening: string;
  failedTitle: string;
  /** The text for a refusal: the server's message, or the spec's own for this status. */
  refused: (error: ApiRequestError) => { title?: string; message: string };
  /** When the request itself could not be made. */
  unexpected: string;
  /** When the browser would neither save nor open the file. */
  initiateFailed: string;
}

export interface FileRequest {
  /** The same-origin address; the session cookie goes with it and the server decides. */
  url: string;
  /** The name to save under: the one the server gives the file too. */
  filename: string;
}

/**
 * Saves a blob through a temporary `<a download>`; if that fails, opens the fallback address in
 * a new tab, where the browser downloads it itself. 'saved', 'opened' or null when neither worked.
 */
export function saveFile(
  blob: Blob,
  filename: string,
  fallbackUrl?: string,
): 'saved' | 'opened' | null {
  try {
    const objectUrl = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = filename;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // Long enough for the browser to start reading it.
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_RELEASE_MS);
    return 'saved';
  } catch {
    if (!fallbackUrl) return null;
    return window.open(fallbackUrl, '_blank', 'noopener,noreferrer') ? 'opened' : null;
  }
}

/**
 * The one download path for private files (attachments, signed agreements): fetched with the
 * session cookie so a refusal can be told in the spec's words, then saved by the browser.
 * A loading toast is replaced by how it went; a second press while busy does nothing.
 */
export function useFileDownload(texts: DownloadTexts) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function download(request: FileRequest) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const id = notify.loading(texts.downloading);
    const fail = (title: string, message: string) =>
      notify.error(title, message, { id, duration: toastDurations.error });
    try {
      const response = await fetch(request.url, { credentials: 'same-origin' });
      if (!response.ok) {
        const refused = texts.refused(await errorFromResponse(response));
        fail(refused.title ?? texts.failedTitle, refused.message);
        return;
      }
      const saved = saveFile(await response.blob(), request.filename, request.url);
      if (saved === 'saved')
        notify.success(texts.complete, undefined, { id, duration: toastDurations.download });
      else if (saved === 'opened')
        notify.info(texts.opening, undefined, { id, duration: toastDurations.download });
      else fail(texts.failedTitle, texts.initiateFailed);
    } catch {
      fail(texts.failedTitle, texts.unexpected);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { download, busy };
}
