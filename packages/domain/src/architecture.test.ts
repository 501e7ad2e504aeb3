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

/** Every relative import and export of a file, type-only ones included. */
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/g;

function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** File → the files it imports, for the package's product files (tests and fixtures aside). */
function fileGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, text] of Object.entries(SOURCES)) {
    if (/\.(test|fixture)\.ts$/.test(file)) continue;
    const targets = new Set<string>();
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1];
      if (specifier) targets.add(resolve(file, specifier));
    }
    graph.set(file, targets);
  }
  return graph;
}

/** A file's top folder under src ('.' for the files at the top). */
function folderOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? (parts[1] ?? '.') : '.';
}

function folderGraph(files: Map<string, Set<string>>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== from) edges.add(to);
    }
    graph.set(from, edges);
  }
  return graph;
}

/** The graph's loops: its strongly connected components of more than one node (Tarjan). */
function loops(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

describe('the domain package', () => {
  it('reads its own files', () => {
    expect(fileGraph().size).toBeGreaterThan(100);
  });

  it('has no loop between its folders', () => {
    expect(loops(folderGraph(fileGraph())).map((loop) => loop.join(' ↔ '))).toEqual([]);
  });

  it('has no loop between its files', () => {
    expect(loops(fileGraph()).map((loop) => loop.join(' ↔ '))).toEqual([]);
  });
});
