import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { assertValidKey, type Storage } from './storage';

export interface S3Options {
  bucket: string;
  region?: string | undefined;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean;
}

/** An S3-compatible bucket, kept private: objects are written without any public ACL. */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
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
    async put(key, body, { contentType }) {
      assertValidKey(key);
      // A multipart upload streams bodies of unknown length; S3 shows the object only once complete.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
      }).done();
    },
    async get(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
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
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
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
