import { Hono } from 'hono';
import { verifyCodeContract, verifyUploadContract } from '#common/contracts/verify';
import { VERIFY_MAX_BYTES, verificationTexts } from '#common/verification';
import { AppError, unavailable } from '#server/core/app-error';
import type { Db } from '../db/client';
import { onContract, reply } from '../http/contract-route';
import { routeLimits } from '../http/limits';
import { rateLimit } from '../http/rate-limit';
import type { AppEnv } from '../http/request-context';
import { readUpload } from '../http/upload-body';
import {
  checkUpload,
  NotOneQuestion,
  verificationByCode,
  ZipTooLarge,
  type UploadedFile,
} from '../services/proof/verify/index';

/** What a bundle's files may inflate to, in all: its stored files are not compressed. */
const MAX_INFLATED = 2 * VERIFY_MAX_BYTES;
const FIELD = 'file';
/**
 * Checks one instance runs at once. Each holds its upload and, for a bundle, what it inflates to
 * (up to three times VERIFY_MAX_BYTES in all), so the cap bounds that memory whatever the number
 * of addresses asking; the rate limit alone counts per address.
 */
export const CHECKS_AT_ONCE = 2;

const tooLarge = () =>
  new AppError('payload_too_large', 'The file is too large to check here.', { field: FIELD });
const notOneQuestion = (message: string) =>
  new AppError('invalid_input', message, { status: 400, field: FIELD });

/** The files of a multipart body, read in memory only after the size cap has held. */
async function uploadedFiles(body: Buffer, contentType: string): Promise<UploadedFile[]> {
  let form: FormData;
  try {
    form = await new Request('http://verify.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      // readUpload's buffer is never shared memory.
      body: body as Uint8Array<ArrayBuffer>,
    }).formData();
  } catch {
    throw notOneQuestion(verificationTexts.noFile);
  }
  const files = form.getAll(FIELD).filter((value): value is File => typeof value !== 'string');
  if (!files.length) throw notOneQuestion(verificationTexts.noFile);
  if (files.length > 2) throw notOneQuestion(verificationTexts.tooManyFiles);
  return Promise.all(
    files.map(async (file) => ({
      // Only a label in the answer: a name, never a path.
      name: (file.name.split(/[\\/]/).pop() || 'file').slice(0, 200),
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
}

/**
 * Public verification: anyone, with no account and no session (the session cookie is never
 * read here), asks whether a file is one this portal issued, or what a printed code stands for.
 */
export function verifyRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  let checking = 0;

  onContract(
    app,
    '/api/verify',
    verifyUploadContract,
    rateLimit(db, routeLimits.verify),
    async (c) => {
      const contentType = c.req.header('content-type') ?? '';
      if (!contentType.toLowerCase().startsWith('multipart/form-data'))
        throw notOneQuestion(verificationTexts.noFile);
      if (checking >= CHECKS_AT_ONCE)
        throw unavailable('Other documents are being checked. Please try again in a few seconds.');
      checking++;
      try {
        const body = await readUpload(c, VERIFY_MAX_BYTES);
        if (!body) throw tooLarge();
        const files = await uploadedFiles(body, contentType);
        return reply(
          c,
          verifyUploadContract,
          await checkUpload(db, files, { maxInflated: MAX_INFLATED }),
        );
      } catch (error) {
        if (error instanceof ZipTooLarge) throw tooLarge();
        if (error instanceof NotOneQuestion) throw notOneQuestion(verificationTexts.tooManyFiles);
        throw error;
      } finally {
        checking--;
      }
    },
  );

  onContract(
    app,
    '/api/verify',
    verifyCodeContract,
    rateLimit(db, routeLimits.verifyCode),
    async (c) => {
      const answer = await verificationByCode(db, c.req.param('code') ?? '');
      if (!answer) throw new AppError('not_found', verificationTexts.unknownCode);
      return reply(c, verifyCodeContract, answer);
    },
  );
  return app;
}
