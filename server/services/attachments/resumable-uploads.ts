import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Server, type DataStore, type Upload } from '@tus/server';
import { ATTACHMENT_MAX_BYTES, attachmentMessages } from '#common/attachments';
import { errorStatus } from '#common/error-codes';
import type { Db } from '#server/db/client';
import { AppError, errorBody } from '#server/core/app-error';
import { errorMessage, logger } from '#server/lib/logger';
import type { Storage } from '#server/providers/storage/storage';
import { ATTACHMENT_FIELD, storeAttachment, type Attachment } from './attachments';

/** Where the tus protocol is served; an upload's address is this and its id. */
export const UPLOADS_PATH = '/api/uploads';
/** The store's own ids: 16 random bytes in hex, so one upload's address says nothing of another. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;
const OWNER = 'owner';

export const uploadMessages = {
  notFound: 'This upload was not found. Please choose the file again.',
  failed: 'The attachment could not be stored.',
} as const;

/** What a finished upload answers: the attachment, as the one-request upload answers it. */
export const attachmentJson = (attachment: Attachment) => ({
  attachment: {
    id: attachment.id,
    name: attachment.fileName,
    // Stored with the bytes; the column is nullable for older rows only.
    size: attachment.sizeBytes ?? 0,
    contentType: attachment.contentType,
    phi: attachment.phiTypes ?? [],
  },
});

/** The tus protocol's own refusals, in the API's words and shape. */
const tusRefusals: Record<number, [code: string, message: string]> = {
  404: ['not_found', uploadMessages.notFound],
  410: ['not_found', uploadMessages.notFound],
  413: ['too_large', attachmentMessages.tooLarge],
};

/**
 * The request with a body that ends where its connection dropped, rather than failing: the
 * store then keeps every byte that arrived and the client goes on from there. (The protocol's
 * own Node handler does the same for a request it reads itself.)
 */
function endingWhereDropped(request: Request): Request {
  if (!request.body) return request;
  const reader = request.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch {
        controller.close();
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

export type ResumableUploads = ReturnType<typeof createResumableUploads>;

/**
 * Resumable uploads (the tus protocol, docs/decisions/0028): a file arrives in as many requests
 * as its connection needs, each going on from where the store says the last one ended. The
 * signed-in owner is written into the upload when it is created, from the session, never from
 * what the client sent; every later request is the owner's alone (routes/uploads.ts). Once
 * the last byte is in, the file goes through the same checks as a one-request upload (type from
 * the bytes, office and zip checks, SHA-256) and becomes an attachment; the upload itself is
 * removed, finished or refused.
 */
export function createResumableUploads(
  deps: { db: Db; storage: Storage },
  store: DataStore,
  { appUrl }: { appUrl: string },
) {
  // Who sends each request the protocol is handling: its hooks are handed the same request.
  const owners = new WeakMap<Request, string>();

  async function finish(upload: Upload) {
    const ownerId = upload.metadata?.[OWNER];
    try {
      if (!ownerId) throw new AppError('not_found', uploadMessages.notFound);
      const source = (store as unknown as { read(id: string): Readable | Promise<Readable> }).read(
        upload.id,
      );
      const bytes = await buffer(await source);
      const attachment = await storeAttachment(deps, ownerId, {
        fileName: upload.metadata?.filename ?? 'attachment',
        bytes,
      });
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(attachmentJson(attachment)),
      };
    } finally {
      await store.remove(upload.id).catch((error: unknown) =>
        // Left for the clean-up, which removes expired uploads.
        logger.warn('finished upload not removed', { id: upload.id, error: errorMessage(error) }),
      );
    }
  }

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: ATTACHMENT_MAX_BYTES,
    allowedOrigins: [new URL(appUrl).origin],
    async onUploadCreate(request, upload) {
      const owner = owners.get(request);
      if (!owner) throw new AppError('unauthenticated', 'You need to be signed in.');
      // Only the file's name is the client's to say.
      const filename = upload.metadata?.filename ?? null;
      return { metadata: { filename, [OWNER]: owner } };
    },
    onUploadFinish: (_request, upload) => finish(upload),
    onResponseError(_request, error) {
      if (error instanceof AppError) {
        return {
          status_code: error.status ?? errorStatus[error.code],
          body: JSON.stringify(errorBody(error.code, error.message, error.field)),
        };
      }
      const status = 'status_code' in error ? error.status_code : 500;
      const known = tusRefusals[status];
      if (known) {
        const field = known[0] === 'too_large' ? ATTACHMENT_FIELD : undefined;
        return { status_code: status, body: JSON.stringify(errorBody(known[0], known[1], field)) };
      }
      if (status >= 500) {
        logger.error('upload failed', {
          error: 'body' in error ? error.body : errorMessage(error),
        });
        return {
          status_code: status,
          body: JSON.stringify(errorBody('upload_failed', uploadMessages.failed)),
        };
      }
      // The protocol's own refusals (a wrong offset, a missing header) keep their words.
      const text = 'body' in error ? error.body.trim() : errorMessage(error);
      return { status_code: status, body: JSON.stringify(errorBody('upload_refused', text)) };
    },
  });

  return {
    /** Passes a request the route has authorised to the protocol, as the signed-in `ownerId`. */
    async handle(request: Request, ownerId: string): Promise<Response> {
      const received = endingWhereDropped(request);
      owners.set(received, ownerId);
      const response = await tus.handleWeb(received);
      if (response.status < 400) return response;
      const headers = new Headers(response.headers);
      headers.set('Content-Type', 'application/json');
      return new Response(response.body, { status: response.status, headers });
    },
    /** Who began the upload of that id, or null when there is none. */
    async ownerOf(id: string): Promise<string | null> {
      try {
        return (await store.getUpload(id)).metadata?.[OWNER] ?? null;
      } catch (error) {
        if ((error as { status_code?: number }).status_code === 404) return null;
        throw error;
      }
    },
    /** Removes what unfinished uploads received once they can no longer be resumed. */
    removeExpired: () => tus.cleanUpExpiredUploads(),
  };
}
