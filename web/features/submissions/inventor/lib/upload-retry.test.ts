import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '#web/lib/api';
import { TimeoutError } from '#web/lib/clock';
import {
  classifyUploadError,
  uploadHints,
  uploadRetryPolicy,
  uploadWithRetry,
} from './upload-retry';

const offline = () => new ApiRequestError(0, 'network_error', 'Could not reach the server.');
const refused = (
  status: number,
  code: ConstructorParameters<typeof ApiRequestError>[1],
  message: string,
) => new ApiRequestError(status, code, message);

describe('classifyUploadError', () => {
  it('gives the connection hint for network failures and time-outs, and retries them', () => {
    for (const error of [offline(), new TimeoutError('slow'), new TypeError('Failed to fetch')]) {
      expect(classifyUploadError(error)).toMatchObject({
        kind: 'connection',
        hint: uploadHints.connection,
        retryable: true,
      });
    }
  });

  it('gives the storage-unavailable hint when the server cannot store the file', () => {
    for (const status of [500, 502, 503, 504, 408]) {
      expect(classifyUploadError(refused(status, 'internal_error', 'x'))).toMatchObject({
        kind: 'storage',
        hint: uploadHints.storage,
        retryable: true,
      });
    }
  });

  it("keeps the server's words for a refused file and does not retry it", () => {
    expect(
      classifyUploadError(
        refused(
          415,
          'unsupported_type',
          'File type not supported. Please upload a document or image file.',
        ),
      ),
    ).toEqual({
      kind: 'rejected',
      message: 'File type not supported. Please upload a document or image file.',
      hint: null,
      retryable: false,
    });
    expect(
      classifyUploadError(refused(413, 'too_large', 'File size exceeds 10MB limit')),
    ).toMatchObject({
      kind: 'rejected',
      message: 'File size exceeds 10MB limit',
    });
  });

  it('does not retry a rate limit or an ended session', () => {
    const limited = new ApiRequestError(429, 'rate_limited', 'Too many requests', 120);
    expect(classifyUploadError(limited)).toMatchObject({
      kind: 'rate-limited',
      hint: 'Please try again in 120 seconds.',
      retryable: false,
    });
    expect(classifyUploadError(refused(401, 'unauthenticated', 'x'))).toMatchObject({
      kind: 'session',
      retryable: false,
    });
  });
});

describe('uploadWithRetry', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('tries 3 times, waiting 1 s and then 2 s, before giving up on the connection', async () => {
    const started: number[] = [];
    const upload = vi.fn(async () => {
      started.push(Date.now());
      throw offline();
    });
    const attempts: number[] = [];
    const t0 = Date.now();
    const outcome = uploadWithRetry(upload, { onAttempt: (n) => attempts.push(n) });
    await vi.runAllTimersAsync();
    expect(await outcome).toMatchObject({
      ok: false,
      attempts: 3,
      failure: { kind: 'connection' },
    });
    expect(upload).toHaveBeenCalledTimes(3);
    expect(started.map((t) => t - t0)).toEqual([0, 1_000, 3_000]);
    expect(attempts).toEqual([1, 2, 3]);
    expect(uploadRetryPolicy).toMatchObject({ attempts: 3, delaysMs: [1_000, 2_000] });
  });

  it('stops at the first success', async () => {
    const upload = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(refused(503, 'unavailable', 'x'))
      .mockResolvedValueOnce('attachment-id');
    const outcome = uploadWithRetry(upload);
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual({ ok: true, value: 'attachment-id', attempts: 2 });
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('does not try again when the file itself is refused', async () => {
    const upload = vi.fn(async () => {
      throw refused(
        415,
        'unsupported_type',
        'File type not supported. Please upload a document or image file.',
      );
    });
    const outcome = await uploadWithRetry(upload);
    expect(outcome).toMatchObject({ ok: false, attempts: 1, failure: { kind: 'rejected' } });
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('lets a try that keeps going run as long as it needs, without starting it again', async () => {
    const upload = vi.fn(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('done'), 5 * 60_000)),
    );
    const outcome = uploadWithRetry(upload);
    await vi.runAllTimersAsync();
    expect(await outcome).toMatchObject({ ok: true, value: 'done', attempts: 1 });
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
