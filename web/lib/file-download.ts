/**
 * The file download helper (spec 01 §7 "File download helper"): saves a blob as a file through
 * an `<a download>`, or opens a URL in a new tab when there is no blob or saving fails.
 */

/** How long the temporary object URL lives after the click (spec 01 §7). */
export const OBJECT_URL_RELEASE_MS = 100;

/** Characters no file system accepts, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_FILENAME = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** A file name safe to offer the browser: no path, no control characters; null when nothing is left. */
export function sanitizeFilename(name: string): string | null {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_FILENAME, '_').trim().replace(/^\.+/, '');
  return cleaned.length > 0 ? cleaned.slice(0, 200) : null;
}

function decodeExtended(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value.trim());
  if (!match) return null;
  const [, charset = '', encoded = ''] = match;
  if (charset && !/^utf-8$/i.test(charset) && !/^iso-8859-1$/i.test(charset)) return null;
  try {
    if (/^iso-8859-1$/i.test(charset)) {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    }
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * The file name a Content-Disposition header gives (RFC 6266): `filename*` (UTF-8, percent
 * encoded) wins over `filename`, which may be quoted. Null when the header names no file.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let extended: string | null = null;
  let plain: string | null = null;
  // Parameters are separated by semicolons that are not inside quotes.
  const parameter = /;\s*([^\s=;]+)\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]*)/g;
  for (const match of header.matchAll(parameter)) {
    const name = match[1]!.toLowerCase();
    const value =
      match[3] !== undefined ? match[3].replace(/\\(.)/g, '$1') : (match[2] ?? '').trim();
    if (name === 'filename*' && extended === null) extended = decodeExtended(value);
    else if (name === 'filename' && plain === null) plain = value;
  }
  const chosen = extended ?? plain;
  return chosen ? sanitizeFilename(chosen) : null;
}

/** What the helper needs from the browser; tests pass their own. */
export interface DownloadEnvironment {
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
  /** Makes an `<a>` in the document, clicks it and takes it away again. */
  clickLink(attributes: { href: string; download?: string; target?: string; rel?: string }): void;
  /** Opens a URL in a new tab; false when the browser refused (a pop-up blocker). */
  openInNewTab(url: string): boolean;
  setTimeout(callback: () => void, ms: number): unknown;
}

export function browserDownloadEnvironment(): DownloadEnvironment {
  return {
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
    clickLink(attributes) {
      const link = document.createElement('a');
      link.href = attributes.href;
      if (attributes.download !== undefined) link.download = attributes.download;
      if (attributes.target) link.target = attributes.target;
      if (attributes.rel) link.rel = attributes.rel;
      link.style.display = 'none';
      document.body.append(link);
      link.click();
      link.remove();
    },
    openInNewTab: (url) => window.open(url, '_blank', 'noopener,noreferrer') !== null,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  };
}

export type FileDownloadOutcome =
  { ok: true; method: 'saved' | 'opened' } | { ok: false; error: string };

/**
 * Saves `blob` as `filename`; with no blob, or when saving fails, opens `fallbackUrl` in a new
 * tab. Reports failure when neither is possible. The object URL is released 100 ms after the
 * click, long enough for the browser to start reading it.
 */
export function downloadFile(
  {
    blob,
    filename,
    fallbackUrl,
  }: { blob: Blob | null; filename: string; fallbackUrl?: string | null | undefined },
  environment: DownloadEnvironment = browserDownloadEnvironment(),
): FileDownloadOutcome {
  let saveError: unknown = null;
  if (blob) {
    let objectUrl: string | null = null;
    try {
      objectUrl = environment.createObjectURL(blob);
      environment.clickLink({
        href: objectUrl,
        download: sanitizeFilename(filename) ?? 'download',
      });
      const url = objectUrl;
      environment.setTimeout(() => environment.revokeObjectURL(url), OBJECT_URL_RELEASE_MS);
      return { ok: true, method: 'saved' };
    } catch (error) {
      saveError = error;
      if (objectUrl) environment.revokeObjectURL(objectUrl);
    }
  }
  if (fallbackUrl) {
    try {
      if (environment.openInNewTab(fallbackUrl)) return { ok: true, method: 'opened' };
    } catch {
      // reported below
    }
  }
  const reason =
    saveError instanceof Error && saveError.message
      ? saveError.message
      : blob
        ? 'The file could not be saved.'
        : 'There is no file to download.';
  return { ok: false, error: reason };
}
