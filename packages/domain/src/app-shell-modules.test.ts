import { describe, expect, it } from 'vitest';

// Vite reads the files at build time; the package's tsconfig has no Vite types.
declare global {
  interface ImportMeta {
    glob(
      pattern: string,
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>;
  }
}

const SOURCES = import.meta.glob('./**/*.ts', { query: '?raw', import: 'default', eager: true });

/**
 * The domain modules the web app's shell (the frame, the drawer, the session, the profile
 * screen) and its sign-in page load. A schema library there costs every screen about 25 KB
 * gzipped (issue 38, `web.appShellJsGzipKB`): the schemas live beside these modules instead.
 */
const SHELL_MODULES = [
  './access/permissions.ts',
  './access/screens.ts',
  './accounts/limits.ts',
  './accounts/messages.ts',
  './admin/email-domain.ts',
  './navigation/drawer.ts',
  './site/customer-app.ts',
  './site/customizations.ts',
  './site/release.ts',
  './site/subscriptions.ts',
  './lists/task-params.ts',
];

/**
 * The domain modules a list screen's first page loads (the task list on a phone, issue 36):
 * they hold no schema either, since building zod's schemas as their modules load cost the
 * first screen about 60 ms of a phone's main thread; the list inputs' schemas live in
 * `lists/queries.ts`, which only the server loads.
 */
const LIST_SCREEN_MODULES = [
  './lists/page-sizes.ts',
  './lists/task-list.ts',
  './lists/date-range.ts',
  './lists/estimated-total.ts',
  './format/dates.ts',
  './format/numbers.ts',
];

/** Imports and exports that load code: `import type` and `export type` load nothing. */
const VALUE_SPECIFIER = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)'/g;

function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Every module `entry` loads, packages by their names, with the path it was reached by. */
function loaded(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const text = SOURCES[file];
    if (text === undefined) continue;
    for (const match of text.matchAll(VALUE_SPECIFIER)) {
      const target = resolve(file, match[1] ?? '');
      if (reached.has(target)) continue;
      reached.set(target, [...(reached.get(file) ?? []), target]);
      queue.push(target);
    }
  }
  return reached;
}

describe('the app shell’s and a list screen’s domain modules', () => {
  it.each([...SHELL_MODULES, ...LIST_SCREEN_MODULES])('%s exists', (file) => {
    expect(SOURCES[file]).toBeTypeOf('string');
  });

  it.each([...SHELL_MODULES, ...LIST_SCREEN_MODULES])('%s loads no schema library', (file) => {
    const path = loaded(file).get('zod');
    expect(path, path?.join(' → ')).toBeUndefined();
  });

  it('sees a schema import when there is one', () => {
    expect(loaded('./site/site.ts').get('zod')).toEqual(['./site/site.ts', 'zod']);
  });
});
