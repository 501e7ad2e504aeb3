// What a page's scripts are made of: each script's bytes attributed, through the build's source
// maps (in the served folder; the server itself never sends them), to the package or source file
// they came from. The web benchmark prints the sign-in page's largest parts and those not in the
// recorded list (bench/login-modules.json), so a module that joins the first bundle shows by name.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

/**
 * A source file as the list names it: `@mui/material/esm/Snackbar/Snackbar.js` in a package,
 * `src/lib/theme.ts` for the app's own files.
 */
export function moduleOf(source: string): string {
  const inPackage = /node_modules\/(.*)$/.exec(source);
  if (inPackage?.[1]) return inPackage[1];
  const own = /(?:^|\/)(src\/.*)$/.exec(source);
  return own?.[1] ?? source;
}

/** The package a module belongs to (`@mui/material`), or the module itself for the app's own. */
export function packageOf(module: string): string {
  if (module.startsWith('src/') || module.startsWith('(')) return module;
  const parts = module.split('/');
  return (module.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** The same sizes summed per package. */
export function byPackage(sizes: Map<string, number>): Map<string, number> {
  const packages = new Map<string, number>();
  for (const [module, bytes] of sizes) {
    const name = packageOf(module);
    packages.set(name, (packages.get(name) ?? 0) + bytes);
  }
  return packages;
}

/** Raw bytes per module over the given scripts (paths as served, e.g. `/assets/index-x.js`). */
export function bytesByModule(
  distDir: string,
  scriptPaths: readonly string[],
): Map<string, number> {
  const sizes = new Map<string, number>();
  const add = (name: string, bytes: number) => sizes.set(name, (sizes.get(name) ?? 0) + bytes);
  for (const path of scriptPaths) {
    const file = join(distDir, path);
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    if (!existsSync(`${file}.map`)) {
      add(`(no source map) ${path}`, code.length);
      continue;
    }
    const map = new TraceMap(readFileSync(`${file}.map`, 'utf8'));
    const lines = code.split('\n');
    const mappings: { line: number; column: number; source: string | null }[] = [];
    eachMapping(map, (m) =>
      mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }),
    );
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const end = next && next.line === m.line ? next.column : (lines[m.line - 1]?.length ?? 0);
      add(m.source ? moduleOf(m.source) : '(bundler)', end - m.column);
    });
  }
  return sizes;
}

export type TModuleWeight = { module: string; kb: number };

/** The largest modules first, in KB. */
export function heaviest(sizes: Map<string, number>, count: number): TModuleWeight[] {
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([module, bytes]) => ({ module, kb: Number((bytes / 1024).toFixed(1)) }));
}

/**
 * Modules (source files) of at least `minBytes` that the recorded list does not name; the
 * bundler's own code and files without a map are not modules of the app.
 */
export function addedModules(
  sizes: Map<string, number>,
  recorded: readonly string[],
  minBytes = 512,
): TModuleWeight[] {
  const known = new Set(recorded);
  const isModule = (name: string) => !name.startsWith('(');
  return heaviest(
    new Map(
      [...sizes].filter(([name, bytes]) => isModule(name) && !known.has(name) && bytes >= minBytes),
    ),
    Number.POSITIVE_INFINITY,
  );
}
