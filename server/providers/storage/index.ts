import type { Env } from '#server/env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { Storage, StoredObject } from './storage';

/** The storage the configuration asks for: an S3 bucket when one is set, DATA_DIR otherwise. */
export function createStorage(env: Env): Storage {
  if (!env.S3_BUCKET) return createLocalStorage(env.DATA_DIR);
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
