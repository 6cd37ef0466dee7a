import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { unavailable } from '#server/core/app-error';
import { errorMessage, logger } from '#server/lib/logger';
import { assertValidKey, REACHABLE_WITHIN_MS, type Storage } from './storage';

export interface S3Options {
  bucket: string;
  region?: string | undefined;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean;
  /** How long connecting, and one whole request, may take (tests shorten them). */
  timeouts?: { connectMs: number; requestMs: number };
}

// A store that does not answer must not hold an upload (and the person waiting) without end:
// each request is given up after these, and retried once, so an upload is answered within
// about a minute, before a proxy's own 60 s read timeout gives up on the whole request.
const TIMEOUTS = { connectMs: 3_000, requestMs: 20_000 };
const ATTEMPTS = 2;
const RETRY_AFTER_SECONDS = 30;

/** The store did not answer, or answered that it cannot now: worth trying again later. */
function isUnavailable(error: unknown): boolean {
  const fields = error as {
    name?: unknown;
    code?: unknown;
    $metadata?: { httpStatusCode?: number };
  } | null;
  if (fields?.name === 'TimeoutError' || fields?.name === 'AbortError') return true;
  if (typeof fields?.code === 'string' && /^E[A-Z]+$/.test(fields.code)) return true; // ECONNREFUSED, ECONNRESET …
  const status = fields?.$metadata?.httpStatusCode;
  return status !== undefined && status >= 500;
}

/** Answers a store that is down or hung as 503 with Retry-After, rather than as a fault of ours. */
async function unlessUnavailable<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUnavailable(error)) throw error;
    logger.warn('file storage not answering', { what, error: errorMessage(error) });
    throw unavailable(
      'File storage is not answering. Please try again in a minute.',
      RETRY_AFTER_SECONDS,
    );
  }
}

/** An S3-compatible bucket, kept private: objects are written without any public ACL. */
export function createS3Storage(options: S3Options): Storage {
  const timeouts = options.timeouts ?? TIMEOUTS;
  const client = new S3Client({
    maxAttempts: ATTEMPTS,
    requestHandler: {
      connectionTimeout: timeouts.connectMs,
      requestTimeout: timeouts.requestMs,
      throwOnRequestTimeout: true,
    },
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;

  return {
    async reachable() {
      // Head, not a write: it needs only the permission every instance has, and costs nothing.
      await client.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(REACHABLE_WITHIN_MS),
      });
    },
    async put(key, body, { contentType }) {
      assertValidKey(key);
      // A multipart upload streams bodies of unknown length; S3 shows the object only once complete.
      await unlessUnavailable('put', () =>
        new Upload({
          client,
          params: { Bucket, Key: key, Body: body, ContentType: contentType },
        }).done(),
      );
    },
    async get(key) {
      assertValidKey(key);
      try {
        const object = await unlessUnavailable('get', () =>
          client.send(new GetObjectCommand({ Bucket, Key: key })),
        );
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return null;
        throw error;
      }
    },
    async delete(key) {
      assertValidKey(key);
      await unlessUnavailable('delete', () =>
        client.send(new DeleteObjectCommand({ Bucket, Key: key })),
      );
    },
    // An object appears only once its upload completes: an interrupted one leaves no object,
    // and the parts it uploaded are the bucket's lifecycle rule to remove.
    async removeStaleTemporaryFiles() {
      return 0;
    },
    async *keysOlderThan(prefix, olderThan) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key && object.LastModified && object.LastModified < olderThan)
            yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
