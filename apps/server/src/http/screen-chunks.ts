// The scripts a screen needs, named in a signed-in navigation's page (issue 36): the page then
// asks for them while it is parsed, and the web's loader finds them asked for already. Left to
// the loader, each was a `<link rel="modulepreload">` added from script, one at a time, on the
// first screen's main thread: 150 of them for the frame and a task list, about 650 ms of a
// phone's main thread at Lighthouse's speed.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A chunk of Vite's build manifest (`.vite/manifest.json`), as far as it is read here. */
export type TManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type TManifest = Readonly<Record<string, TManifestChunk>>;

/**
 * The files the given source modules load, each once: the modules' own chunks and every chunk
 * they import, not the entry (the page's own script loads it). A module the build does not
 * know is skipped.
 */
export function chunkFiles(manifest: TManifest, modules: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return files;
}

/** The links for the files, as Vite's loader would add them (same origin, module scripts). */
export function modulePreloadLinks(files: readonly string[]): string {
  return files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${encodeURI(file)}">`)
    .join('');
}

/**
 * The build's manifest, read again when it changes (a rebuild is picked up, as the page is);
 * none when the build wrote none, and the page goes without the links.
 */
export function manifestReader(webDist: string): () => Promise<TManifest | null> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: TManifest } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, manifest: JSON.parse(await readFile(file, 'utf8')) as TManifest };
      }
      return cached.manifest;
    } catch {
      return null;
    }
  };
}
