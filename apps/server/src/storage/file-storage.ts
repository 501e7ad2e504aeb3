import path from 'node:path';
import type { TEnv } from '../env.ts';
import { createLocalStorage, type FileStorage } from './storage.ts';

/**
 * The configured file driver: the local folder (FILE_STORAGE=local, the default) or an S3 bucket
 * (FILE_STORAGE=s3), checked reachable before the app starts so a wrong bucket, address or key
 * stops start-up with the reason rather than failing the first upload. The S3 SDK is loaded
 * only when used.
 */
export async function createFileStorage(env: TEnv): Promise<FileStorage> {
  if (env.FILE_STORAGE === 'local')
    return createLocalStorage(env.FILES_DIR ?? path.join(env.dataDir, 'files'));
  if (!env.S3_BUCKET)
    throw new Error('Invalid configuration:\n  S3_BUCKET: required when FILE_STORAGE=s3');
  const { createS3Storage } = await import('./s3-storage.ts');
  const storage = createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: env.S3_PREFIX,
    serverSideEncryption: env.S3_SERVER_SIDE_ENCRYPTION,
    kmsKeyId: env.S3_KMS_KEY_ID,
  });
  try {
    await storage.check();
  } catch (error) {
    storage.close();
    throw error;
  }
  return storage;
}
