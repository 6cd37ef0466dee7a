import { DetailedError, Upload } from 'tus-js-client';
import { attachmentUploadResponseSchema, type UploadedAttachment } from '#common/attachments';
import { isApiErrorBody } from '#common/api-error';
import { createUploadContract } from '#common/contracts/uploads';
import { ApiRequestError, apiPath, wireCode } from '#web/lib/api';

const NETWORK_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

/** How long an upload may make no progress before its connection is taken as lost and resumed. */
export const UPLOAD_IDLE_MS = 45_000;
/** Lost connections in a row, with no progress between them, before the upload gives up. */
const STALLS_BEFORE_GIVING_UP = 3;
/**
 * Waits before the upload asks the server where it stands and goes on from there. Short: a
 * save's own tries (upload-retry.ts) and Try again resume the same upload after these.
 */
const RESUME_DELAYS_MS = [1_000, 3_000];

export type UploadProgress = (sent: number, total: number) => void;

/** The error a tus request ended with, as the API's errors are: status 0 when unreachable. */
function apiErrorOf(error: unknown): ApiRequestError {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return new ApiRequestError(0, 'network_error', NETWORK_MESSAGE);
  const status = response.getStatus();
  let body: unknown = null;
  try {
    body = JSON.parse(response.getBody());
  } catch {
    // a proxy's error page
  }
  const wait = Number(response.getHeader('Retry-After'));
  const retryAfter = Number.isFinite(wait) && wait > 0 ? wait : null;
  if (isApiErrorBody(body))
    return new ApiRequestError(
      status,
      wireCode(body.error.code),
      body.error.message,
      retryAfter,
      body.error.field ?? null,
    );
  return new ApiRequestError(status, `http_${status}`, NETWORK_MESSAGE, retryAfter);
}

/**
 * Uploads one file resumably (tus, /api/uploads): a dropped connection goes on from the last
 * byte the server has, within this call (after a short wait) and in a later call for the same
 * file, even after a reload. Nothing bounds the whole upload's time: only a connection making
 * no progress for UPLOAD_IDLE_MS is dropped and resumed, and after a few of those in a row the
 * upload fails as a connection failure. The server checks the size on creation and the type
 * once the last byte is in. Failures are thrown as ApiRequestError (status 0 when the server
 * could not be reached); aborting `signal` cancels the upload and removes what it sent. Only a
 * few files go up at once (UPLOADS_AT_ONCE); one chosen while they do waits its turn.
 */
export function uploadAttachment(
  file: Blob,
  name: string,
  signal?: AbortSignal,
  onProgress?: UploadProgress,
): Promise<UploadedAttachment> {
  // A file already on its way (chosen in a form, then saved before it arrived) is not sent twice.
  const joined = inFlight.get(file);
  if (joined) return joined;
  const upload = (async () => {
    const done = await turn(signal);
    try {
      return await send(file, name, signal, onProgress);
    } finally {
      done();
    }
  })().finally(() => inFlight.delete(file));
  inFlight.set(file, upload);
  return upload;
}

const inFlight = new WeakMap<Blob, Promise<UploadedAttachment>>();

/**
 * Files this page uploads at once; the others wait their turn. The server takes only a few of
 * one person's parts at once (UPLOAD_PARTS_AT_ONCE, 3) and refuses more with 429: an idea's ten
 * files chosen together go up two at a time, leaving room for another tab.
 */
export const UPLOADS_AT_ONCE = 2;
let uploading = 0;
const waiting: (() => void)[] = [];

/** Waits for a free place (or for `signal` to cancel); resolves with the place's release. */
async function turn(signal: AbortSignal | undefined): Promise<() => void> {
  if (uploading < UPLOADS_AT_ONCE) uploading += 1;
  else
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        const index = waiting.indexOf(go);
        if (index !== -1) waiting.splice(index, 1);
        reject(signal!.reason);
      };
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      waiting.push(go);
      signal?.addEventListener('abort', leave, { once: true });
    });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // The place passes to the next waiting upload, or is given back.
    const next = waiting.shift();
    if (next) next();
    else uploading -= 1;
  };
}

function send(
  file: Blob,
  name: string,
  signal: AbortSignal | undefined,
  onProgress: UploadProgress | undefined,
): Promise<UploadedAttachment> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    let idle: ReturnType<typeof setTimeout> | undefined;
    let stalls = 0;
    const finish = () => {
      clearTimeout(idle);
      signal?.removeEventListener('abort', cancel);
    };
    const watch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        stalls += 1;
        void upload.abort().then(() => {
          if (stalls >= STALLS_BEFORE_GIVING_UP) {
            finish();
            reject(new ApiRequestError(0, 'network_error', NETWORK_MESSAGE));
          } else {
            watch();
            upload.start();
          }
        });
      }, UPLOAD_IDLE_MS);
    };
    const upload = new Upload(file, {
      endpoint: apiPath(createUploadContract),
      metadata: { filename: name },
      retryDelays: RESUME_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      // The same file (by name, size and date) resumes; the account is checked by the server.
      fingerprint: async () =>
        [
          'portal-upload',
          name,
          file.size,
          file.type,
          file instanceof File ? file.lastModified : '',
        ].join(':'),
      onProgress(sent, total) {
        stalls = 0;
        watch();
        onProgress?.(sent, total);
      },
      onSuccess({ lastResponse }) {
        finish();
        try {
          resolve(
            attachmentUploadResponseSchema.parse(JSON.parse(lastResponse.getBody())).attachment,
          );
        } catch {
          reject(new ApiRequestError(lastResponse.getStatus(), 'bad_response', NETWORK_MESSAGE));
        }
      },
      onError(error) {
        finish();
        reject(apiErrorOf(error));
      },
    });
    function cancel() {
      finish();
      // Terminating asks the server to remove what it received.
      void upload.abort(true).catch(() => undefined);
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', cancel, { once: true });
    void upload.findPreviousUploads().then((previous) => {
      if (signal?.aborted) return;
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      watch();
      upload.start();
    });
  });
}
