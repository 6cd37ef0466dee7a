import type { Env } from '#server/env';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

export type { Storage, StoredObject } from './storage';

/**
 * The storage the configuration asks for: an S3 bucket when one is set, DATA_DIR otherwise.
 * The S3 client is imported only then: it is a large part of start-up otherwise unused.
 */
export async function createStorage(env: Env): Promise<Storage> {
  if (!env.S3_BUCKET) return createLocalStorage(env.DATA_DIR);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
