import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed test credentials: it checks signatures made with them. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** The app's variables for this server (FILE_STORAGE=s3, path-style, the test keys). */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping its objects in a fresh
 * temporary folder, with `bucket` created.
 */
export async function startS3Server(bucket = 'craftwork-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    resetOnClose: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let running = true;
  return {
    endpoint,
    bucket,
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    stop: async () => {
      if (!running) return;
      running = false;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
