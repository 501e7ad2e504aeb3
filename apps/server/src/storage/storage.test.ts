import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage.ts';

let root: string;
let scratch: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'storage-root-'));
  scratch = await mkdtemp(path.join(tmpdir(), 'storage-scratch-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});

describe('local storage putFile', () => {
  it('moves a finished file under its key, answers its size, and leaves no local copy', async () => {
    const storage = createLocalStorage(root);
    const local = path.join(scratch, 'report.csv');
    await writeFile(local, 'a,b\r\n1,2\r\n');
    expect(await storage.putFile('reports/SITE/r1.csv', local)).toEqual({ size: 10 });
    expect(await readFile(path.join(root, 'reports/SITE/r1.csv'), 'utf8')).toBe('a,b\r\n1,2\r\n');
    await expect(stat(local)).rejects.toMatchObject({ code: 'ENOENT' });
    const opened = await storage.open('reports/SITE/r1.csv');
    expect(opened?.size).toBe(10);
    opened?.stream.destroy();
  });

  it('replaces a file already under the key, and refuses unsafe keys', async () => {
    const storage = createLocalStorage(root);
    const local = path.join(scratch, 'again.csv');
    await writeFile(local, 'x\r\n');
    expect(await storage.putFile('reports/SITE/r1.csv', local)).toEqual({ size: 3 });
    await writeFile(local, 'y');
    await expect(storage.putFile('../escape.csv', local)).rejects.toThrow('Invalid storage key');
  });
});
