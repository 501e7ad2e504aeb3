import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files the browser fetches (source maps are never served, so never compressed). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml)$/i;
/** Below this a compressed copy saves less than the headers that announce it. */
const MIN_BYTES = 1024;
/** A copy is kept only if it is at most this share of the original. */
const MAX_RATIO = 0.9;

export type TPrecompressed = { file: string; bytes: number; brBytes: number; gzBytes: number };

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip level 9) beside every
 * text file of `dir` of at least 1 KB, when the copy is worth it: the server sends them to
 * browsers that accept the encoding (decision 196), without compressing per request.
 */
export async function precompressDir(dir: string): Promise<TPrecompressed[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const done = await Promise.all(
    files.map(async (file): Promise<TPrecompressed | null> => {
      if ((await stat(file)).size < MIN_BYTES) return null;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const worth = (copy: Buffer) => copy.length <= body.length * MAX_RATIO;
      if (worth(br)) await writeFile(`${file}.br`, br);
      if (worth(gz)) await writeFile(`${file}.gz`, gz);
      return {
        file: path.relative(dir, file),
        bytes: body.length,
        brBytes: br.length,
        gzBytes: gz.length,
      };
    }),
  );
  return done.filter((entry): entry is TPrecompressed => entry !== null);
}

/**
 * The build's last step: compresses the output folder once everything is written, the service
 * worker too (vite-plugin-pwa writes it in its own closeBundle, which runs before this one).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'craftwork:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error) return;
        const files = await precompressDir(outDir);
        const sum = (pick: (entry: TPrecompressed) => number) =>
          (files.reduce((total, entry) => total + pick(entry), 0) / 1024).toFixed(0);
        this.info(
          `precompressed ${files.length} files: ${sum((f) => f.bytes)} KB, brotli ${sum((f) => f.brBytes)} KB, gzip ${sum((f) => f.gzBytes)} KB`,
        );
      },
    },
  };
}
