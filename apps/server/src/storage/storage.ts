import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live. The local-folder driver is the default. */
export type FileStorage = {
  put: (key: string, body: Buffer) => Promise<void>;
  /**
   * Moves a finished local file (written elsewhere, e.g. streamed to a temporary folder) under
   * `key`, without reading it into memory; the local file is gone afterwards. Answers its size.
   */
  putFile: (key: string, localPath: string) => Promise<{ size: number }>;
  open: (key: string) => Promise<{ stream: Readable; size: number } | null>;
  remove: (key: string) => Promise<void>;
};

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]{0,300}$/;

/** Every driver's keys: relative, plain characters, no `..` (a path or object name, never more). */
export function checkKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
}

/** Files under `root`, written atomically (temporary file, then rename). */
export function createLocalStorage(root: string): FileStorage {
  const full = (key: string) => {
    checkKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, body, { mode: 0o600 });
      await rename(temporary, file);
    },
    async putFile(key, localPath) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.part`;
      try {
        await rename(localPath, temporary);
      } catch (error) {
        // Another file system (the temporary folder on its own mount): copy, then remove.
        if (!(error instanceof Error && 'code' in error && error.code === 'EXDEV')) throw error;
        await copyFile(localPath, temporary);
        await rm(localPath, { force: true });
      }
      await rename(temporary, file);
      return { size: (await stat(file)).size };
    },
    async open(key) {
      const file = full(key);
      try {
        const info = await stat(file);
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(full(key), { force: true });
    },
  };
}
