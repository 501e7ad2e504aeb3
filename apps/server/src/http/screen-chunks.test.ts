import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenModules } from './first-screen.ts';
import { chunkFiles, modulePreloadLinks, type TManifest } from './screen-chunks.ts';

const MANIFEST: TManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_a.js'] },
  '_a.js': { file: 'assets/c-a.js' },
  'src/frame.tsx': { file: 'assets/c-frame.js', imports: ['index.html', '_b.js'] },
  'src/screen.tsx': { file: 'assets/c-screen.js', imports: ['_b.js', '_c.js'] },
  '_b.js': { file: 'assets/c-b.js', imports: ['_c.js'] },
  '_c.js': { file: 'assets/c-c.js', imports: ['_b.js'] },
};

describe('chunkFiles', () => {
  it.each([
    [
      'a module and its imports, not the entry',
      ['src/frame.tsx'],
      ['assets/c-frame.js', 'assets/c-b.js', 'assets/c-c.js'],
    ],
    [
      'two modules sharing chunks, each file once (and an import cycle)',
      ['src/frame.tsx', 'src/screen.tsx'],
      ['assets/c-frame.js', 'assets/c-b.js', 'assets/c-c.js', 'assets/c-screen.js'],
    ],
    ['a module the build does not know', ['src/gone.tsx'], []],
    ['the entry itself', ['index.html'], []],
  ])('%s', (_case, modules, files) => {
    expect(chunkFiles(MANIFEST, modules)).toEqual(files);
  });
});

describe('modulePreloadLinks', () => {
  it('writes each file as a module script link of the same origin', () => {
    expect(modulePreloadLinks(['assets/c-a.js', 'assets/c-b.js'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/c-a.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/c-b.js">',
    );
  });
});

describe('firstScreenModules', () => {
  it.each(['/home', '/task-list/All', '/customers-task-list/Urgent'])(
    'names web modules that exist for %s',
    (pathname) => {
      const modules = firstScreenModules(pathname);
      expect(modules).toHaveLength(2);
      for (const module of modules)
        expect(existsSync(path.resolve(import.meta.dirname, '../../../web', module)), module).toBe(
          true,
        );
    },
  );

  it('names none for a screen without first data', () => {
    expect(firstScreenModules('/craft-list/all')).toEqual([]);
  });
});
