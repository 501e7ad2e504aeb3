import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3';
import { checkKey, type FileStorage } from './storage.ts';

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, a cloud's S3 API); unset is AWS itself. */
  endpoint?: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (most self-hosted services). */
  forcePathStyle?: boolean;
  /** Unset: the SDK's default chain (environment, shared files, the instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prepended to every key, e.g. `craftwork/` to share a bucket. */
  prefix?: string;
  /** Asks the service to encrypt each object at rest. */
  serverSideEncryption?: ServerSideEncryption;
  /** The KMS key for `aws:kms` encryption; unset is the bucket's default key. */
  kmsKeyId?: string;
};

export type S3FileStorage = FileStorage & {
  /** Throws a StorageError unless the bucket answers (exists and the credentials may use it). */
  check: () => Promise<void>;
  /** Closes the client's open connections. */
  close: () => void;
};

/** The object store failed or could not be reached; the message says which operation and key. */
export class StorageError extends Error {}

const meaningless = new Set(['', 'Unknown', 'UnknownError']);

/** The failure in a line: the service's error name and message, else `hints` by HTTP status. */
function describe(error: unknown, hints: Record<number, string> = {}): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    const said = [error.name, error.message].filter(
      (text, i, all) => !meaningless.has(text) && all.indexOf(text) === i,
    );
    const hint = status === undefined ? undefined : hints[status];
    return `${hint ?? (said.join(': ') || 'error')} (HTTP ${status ?? '?'})`;
  }
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? `${error.code}: ` : '';
    return `${code}${error.message || error.name}`;
  }
  return String(error);
}

/** HEAD answers carry no body: their status alone says what is wrong with the bucket. */
const BUCKET_HINTS: Record<number, string> = {
  301: 'the bucket is in another region (check S3_REGION)',
  403: 'access denied (check the keys and the bucket policy)',
  404: 'no such bucket',
};

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404
  );
}

/**
 * Files as private objects in one bucket (decision 183). Nothing is ever made public: no ACL is
 * sent, so objects keep the bucket's private default, and reads go through the app's routes.
 */
export function createS3Storage(config: S3StorageConfig): S3FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle ?? false,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible services do not all accept the
    // streamed (aws-chunked) checksum trailers the SDK would otherwise add to every upload.
    ...(config.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const prefix = config.prefix ?? '';
  const where = `File storage (bucket "${config.bucket}"${config.endpoint ? ` at ${config.endpoint}` : ''})`;
  const objectKey = (key: string) => {
    checkKey(key);
    return `${prefix}${key}`;
  };
  const encryption = config.serverSideEncryption
    ? {
        ServerSideEncryption: config.serverSideEncryption,
        ...(config.kmsKeyId ? { SSEKMSKeyId: config.kmsKeyId } : {}),
      }
    : {};
  const failed = (what: string, error: unknown, hints?: Record<number, string>) =>
    new StorageError(`${where} could not ${what}: ${describe(error, hints)}`, { cause: error });

  return {
    async put(key, body) {
      const Key = objectKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key,
            Body: body,
            ContentLength: body.length,
            ...encryption,
          }),
        );
      } catch (error) {
        throw failed(`write "${key}"`, error);
      }
    },
    async putFile(key, localPath) {
      const Key = objectKey(key);
      const { size } = await stat(localPath);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key,
            Body: createReadStream(localPath),
            ContentLength: size,
            ...encryption,
          }),
        );
      } catch (error) {
        throw failed(`write "${key}"`, error);
      }
      await rm(localPath, { force: true });
      return { size };
    },
    async open(key) {
      const Key = objectKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key }));
        if (!(answer.Body instanceof Readable) || answer.ContentLength === undefined)
          throw new Error('the answer has no readable body of known length');
        return { stream: answer.Body, size: answer.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw failed(`read "${key}"`, error);
      }
    },
    async remove(key) {
      const Key = objectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key }));
      } catch (error) {
        if (isMissing(error)) return;
        throw failed(`delete "${key}"`, error);
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
      } catch (error) {
        throw failed('reach the bucket', error, BUCKET_HINTS);
      }
    },
    close() {
      client.destroy();
    },
  };
}
