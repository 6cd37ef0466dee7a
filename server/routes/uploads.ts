import { Hono } from 'hono';
import { ATTACHMENT_MAX_BYTES, attachmentMessages } from '#common/attachments';
import { createUploadContract } from '#common/contracts/uploads';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/guards';
import type { Db } from '../db/client';
import { AppError } from '#server/core/app-error';
import { onContract } from '../http/contract-route';
import { apiNotFound } from '../http/errors';
import { routeLimits } from '../http/limits';
import { rateLimit } from '../http/rate-limit';
import type { AppEnv } from '../http/request-context';
import { ATTACHMENT_FIELD } from '../services/attachments/attachments';
import {
  UPLOAD_ID,
  uploadMessages,
  type ResumableUploads,
} from '../services/attachments/resumable-uploads';

/** Parts of one person's uploads this instance takes at once; more are refused until one ends. */
export const UPLOAD_PARTS_AT_ONCE = 3;

/**
 * Resumable uploads (tus): POST creates one, HEAD says how much of it arrived, PATCH sends the
 * next part, DELETE cancels it. The file's size is checked when it is created, before a byte
 * is sent; each later request must come from the account that created it, or the upload is
 * answered as not there. Creating one counts as an upload in the rate limit; its parts do not,
 * as a poor line may need many.
 */
export function uploadRoutes(auth: Auth, db: Db, uploads: ResumableUploads) {
  const app = new Hono<AppEnv>();
  const sending = new Map<string, number>();
  app.use(requireUser(auth));

  onContract(
    app,
    '/api/uploads',
    createUploadContract,
    rateLimit(db, routeLimits.upload),
    async (c) => {
      const length = c.req.header('upload-length') ?? '';
      // A length given later (Upload-Defer-Length) could not be checked now.
      if (!/^\d{1,12}$/.test(length))
        throw new AppError('invalid_upload', attachmentMessages.missing, {
          status: 400,
          field: ATTACHMENT_FIELD,
        });
      if (Number(length) > ATTACHMENT_MAX_BYTES)
        throw new AppError('too_large', attachmentMessages.tooLarge, { field: ATTACHMENT_FIELD });
      return uploads.handle(c.req.raw, c.get('user').id);
    },
  );

  const own = async (id: string, userId: string) => {
    if (!UPLOAD_ID.test(id) || (await uploads.ownerOf(id)) !== userId)
      throw new AppError('not_found', uploadMessages.notFound);
  };

  // Hono answers HEAD with the GET route; a GET itself is no part of the protocol.
  app.get('/:id', async (c) => {
    if (c.req.method !== 'HEAD') return apiNotFound(c);
    await own(c.req.param('id'), c.get('user').id);
    return uploads.handle(c.req.raw, c.get('user').id);
  });

  app.patch('/:id', async (c) => {
    const userId = c.get('user').id;
    await own(c.req.param('id'), userId);
    const running = sending.get(userId) ?? 0;
    if (running >= UPLOAD_PARTS_AT_ONCE)
      throw new AppError(
        'too_many_uploads',
        'Too many uploads at once. Please wait for one to finish.',
        {
          status: 429,
          retryAfterSeconds: 5,
        },
      );
    sending.set(userId, running + 1);
    try {
      return await uploads.handle(c.req.raw, userId);
    } finally {
      const left = (sending.get(userId) ?? 1) - 1;
      if (left > 0) sending.set(userId, left);
      else sending.delete(userId);
    }
  });

  app.delete('/:id', async (c) => {
    await own(c.req.param('id'), c.get('user').id);
    return uploads.handle(c.req.raw, c.get('user').id);
  });

  app.all('*', apiNotFound);
  return app;
}
