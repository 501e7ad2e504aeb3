import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { createFileStorage } from './file-storage.ts';
import { createS3Storage, type S3FileStorage, StorageError } from './s3-storage.ts';

let s3: TestS3Server;
let storage: S3FileStorage;
let prefixed: S3FileStorage;
let raw: S3Client;
let folder: string;

const configOf = (server: TestS3Server) => ({
  bucket: server.bucket,
  region: 'us-east-1',
  endpoint: server.endpoint,
  forcePathStyle: true,
  credentials: S3RVER_CREDENTIALS,
});

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function listKeys(client: S3Client, bucket: string) {
  const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (answer.Contents ?? []).map((object) => object.Key).sort();
}

beforeAll(async () => {
  s3 = await startS3Server('driver-test');
  storage = createS3Storage(configOf(s3));
  prefixed = createS3Storage({ ...configOf(s3), prefix: 'tenant-a/' });
  raw = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  folder = await mkdtemp(path.join(tmpdir(), 's3-driver-'));
});
afterAll(async () => {
  storage.close();
  prefixed.close();
  raw.destroy();
  await s3.stop();
  await rm(folder, { recursive: true, force: true });
});

describe('the S3 driver against an S3-compatible server', () => {
  it('reaches its bucket', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('writes, reads back byte for byte with its size, and deletes', async () => {
    const body = randomBytes(200_000);
    await storage.put('SITE/photos/one/full.jpg', body);
    const opened = await storage.open('SITE/photos/one/full.jpg');
    expect(opened?.size).toBe(body.length);
    expect((await bytesOf(opened!.stream)).equals(body)).toBe(true);
    await storage.put('SITE/photos/one/full.jpg', Buffer.from('replaced'));
    const again = await storage.open('SITE/photos/one/full.jpg');
    expect((await bytesOf(again!.stream)).toString()).toBe('replaced');
    await storage.remove('SITE/photos/one/full.jpg');
    expect(await storage.open('SITE/photos/one/full.jpg')).toBeNull();
  });

  it('streams a finished local file up under its key, answers its size and removes it', async () => {
    const body = randomBytes(3 * 1024 * 1024 + 17);
    const local = path.join(folder, 'report.pdf');
    await writeFile(local, body);
    expect(await storage.putFile('reports/SITE/r1.pdf', local)).toEqual({ size: body.length });
    expect(existsSync(local)).toBe(false);
    const opened = await storage.open('reports/SITE/r1.pdf');
    expect(opened?.size).toBe(body.length);
    expect((await bytesOf(opened!.stream)).equals(body)).toBe(true);
    await storage.remove('reports/SITE/r1.pdf');
  });

  it('answers null for a missing object, and removing one is no error', async () => {
    expect(await storage.open('SITE/attachments/never-written')).toBeNull();
    await expect(storage.remove('SITE/attachments/never-written')).resolves.toBeUndefined();
  });

  it('refuses keys that are not plain relative names, before sending anything', async () => {
    for (const key of ['../escape', '/absolute', 'a/../../b', 'with space', '', '.hidden']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.open(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.remove(key)).rejects.toThrow('Invalid storage key');
    }
    expect(await listKeys(raw, s3.bucket)).toEqual([]);
  });

  it('keeps objects under its prefix, apart from an unprefixed driver on the same bucket', async () => {
    await prefixed.put('SITE/attachments/a1', Buffer.from('prefixed'));
    expect(await listKeys(raw, s3.bucket)).toEqual(['tenant-a/SITE/attachments/a1']);
    expect(await storage.open('SITE/attachments/a1')).toBeNull();
    const stored = await raw.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: 'tenant-a/SITE/attachments/a1' }),
    );
    expect(await stored.Body?.transformToString()).toBe('prefixed');
    await prefixed.remove('SITE/attachments/a1');
    expect(await listKeys(raw, s3.bucket)).toEqual([]);
  });
});

describe('start-up configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/craftwork-test-data' };

  it('needs a bucket with FILE_STORAGE=s3, and both keys or neither', () => {
    expect(() => readEnv({ ...base, FILE_STORAGE: 's3' })).toThrow(
      'S3_BUCKET: required when FILE_STORAGE=s3',
    );
    expect(() =>
      readEnv({ ...base, FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-one' }),
    ).toThrow('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both');
    expect(() => readEnv({ ...base, FILE_STORAGE: 'ftp' })).toThrow('FILE_STORAGE');
    expect(readEnv(base)).toMatchObject({ FILE_STORAGE: 'local', S3_REGION: 'us-east-1' });
  });

  it('starts on a reachable bucket and stops with the reason on a missing one', async () => {
    const env = (bucket: string) => readEnv({ ...base, ...s3.env, S3_BUCKET: bucket });
    const ready = await createFileStorage(env(s3.bucket));
    await ready.put('SITE/check', Buffer.from('ok'));
    await ready.remove('SITE/check');
    await expect(createFileStorage(env('no-such-bucket'))).rejects.toThrow(
      /^File storage \(bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+\) could not reach the bucket: no such bucket \(HTTP 404\)$/,
    );
  });

  it('refuses unknown keys at start-up', async () => {
    // s3rver checks the access key id (it does not verify v4 signatures).
    const env = readEnv({ ...base, ...s3.env, S3_ACCESS_KEY_ID: 'UNKNOWNKEY' });
    await expect(createFileStorage(env)).rejects.toThrow(
      /could not reach the bucket: access denied \(check the keys and the bucket policy\) \(HTTP 403\)$/,
    );
  });
});

describe('a storage service that stops answering', () => {
  it('fails each operation with a StorageError naming the operation, key and service', async () => {
    const gone = await startS3Server('gone');
    const driver = createS3Storage({ ...configOf(gone), prefix: 'p/' });
    await driver.put('SITE/kept', Buffer.from('x'));
    await gone.stop();
    const write = driver.put('SITE/photos/x/full.jpg', Buffer.from('x'));
    await expect(write).rejects.toBeInstanceOf(StorageError);
    await expect(write).rejects.toThrow(
      `File storage (bucket "gone" at ${gone.endpoint}) could not write "SITE/photos/x/full.jpg": ECONNREFUSED`,
    );
    await expect(driver.open('SITE/kept')).rejects.toThrow(
      /could not read "SITE\/kept": ECONNREFUSED/,
    );
    await expect(driver.remove('SITE/kept')).rejects.toThrow(/could not delete "SITE\/kept"/);
    await expect(driver.check()).rejects.toThrow(/could not reach the bucket/);
    driver.close();
  });
});
