import type { S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './storage.port.js';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, Ceph, R2, …); AWS when absent. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Path-style URLs (`endpoint/bucket/key`), which most self-hosted services need. */
  forcePathStyle: boolean;
  /** Prefix under which this server's files live in the bucket. */
  prefix: string;
};

/** Files in an S3-compatible bucket, private (no ACL), server-side encrypted where supported. The SDK is loaded on first use. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | null = null;
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        ...(options.accessKeyId && options.secretAccessKey
          ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
          : {}),
      }),
    })));
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return `${options.prefix}${key}`;
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: options.bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async get(key) {
      const { s3, sdk } = await connect();
      const object = await s3.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
      if (!object.Body) throw new Error(`empty object ${key}`);
      return object.Body.transformToByteArray();
    },
    async delete(key) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
    },
  };
}
