import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DataStore } from '@tus/server';
import type { Env } from '#server/env';

/** How long an unfinished upload may be resumed; then clean-up removes what it had received. */
export const UPLOAD_RESUMABLE_MS = 24 * 60 * 60 * 1000;

/**
 * Where uploads are kept while they arrive, beside the finished files: under DATA_DIR/files/
 * uploads, or in the S3 bucket as a multipart upload. Each upload's state (its length, owner and
 * how much arrived) is in the store itself, never in an instance's memory, so any instance
 * behind a balancer may take the next part of an upload another one began.
 */
export async function createUploadStore(
  env: Pick<
    Env,
    | 'DATA_DIR'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ENDPOINT'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >,
): Promise<DataStore> {
  if (!env.S3_BUCKET) {
    const { FileStore } = await import('@tus/file-store');
    const directory = path.resolve(env.DATA_DIR, 'files', 'uploads');
    // The store makes its folder in the background; the first clean-up may read it before then.
    await mkdir(directory, { recursive: true });
    return new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_RESUMABLE_MS });
  }
  const { S3Store } = await import('@tus/s3-store');

  /**
   * The store, reading an upload's state from the bucket each time: a copy in one instance's
   * memory would be stale once another instance took a part. A finished upload (a complete
   * object, no multipart upload left) is removed as well as an unfinished one.
   */
  class SharedS3Store extends S3Store {
    override async remove(id: string) {
      try {
        await super.remove(id);
      } catch (error) {
        if ((error as { status_code?: number }).status_code !== 404) throw error;
        await this.client.deleteObjects({
          Bucket: this.bucket,
          Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }] },
        });
      }
    }
  }

  return new SharedS3Store({
    cache: { get: async () => undefined, set: async () => {}, delete: async () => {} },
    // S3's smallest part: an upload within the attachment limit is at most two parts.
    partSize: 5 * 1024 * 1024,
    expirationPeriodInMilliseconds: UPLOAD_RESUMABLE_MS,
    s3ClientConfig: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'us-east-1',
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  });
}
