import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The server's layers (docs/ARCHITECTURE.md): every import, type-only ones included, drawn
// between units — a module (modules/<name>) or a top folder (rpc, db, access, http, ...) —
// must run one way. import/no-cycle sees loops between files only, not between folders.
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const isProduct = (file: string) =>
  /\.tsx?$/.test(file) && !/\.test\.ts$|\.fixture\.ts$|-test-world\.ts$/.test(file);

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : productFiles(full);
    return isProduct(entry.name) ? [full] : [];
  });
}

/** modules/tasks/x.ts → "modules/tasks"; rpc/init.ts → "rpc"; app.ts → "app". */
function unitOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === 'modules') return `modules/${parts[1] ?? ''}`;
  return parts.length > 1 ? (parts[0] ?? '') : (parts[0] ?? '').replace(/\.tsx?$/, '');
}

/** Unit → the units it imports, each with one file-level arrow that shows it. */
function unitGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of productFiles(src)) {
    const from = unitOf(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), fileName);
      if (!target.startsWith(src + path.sep)) continue;
      const to = unitOf(target);
      if (to === from) continue;
      const arrows = graph.get(from) ?? new Map<string, string>();
      if (!arrows.has(to)) arrows.set(to, `${path.relative(src, file)} → ${fileName}`);
      graph.set(from, arrows);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one unit (Tarjan), each a loop. */
function loops(graph: Map<string, Map<string, string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (stack.includes(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w !== undefined) group.push(w);
    } while (w !== undefined && w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the server import graph', () => {
  const graph = unitGraph();

  it('has no loop between modules or folders', () => {
    const described = loops(graph).map((group) =>
      group.flatMap((a) =>
        group.flatMap((b) => {
          const arrow = graph.get(a)?.get(b);
          return arrow ? [`${a} → ${b} (${arrow})`] : [];
        }),
      ),
    );
    expect(described).toEqual([]);
  });

  it.each([
    'rpc',
    'db',
    'access',
    'site-config',
    'idempotency',
    'outbox',
    'live',
    'mail',
    'storage',
    'pdf',
  ])('has no arrow from %s/ to a module', (layer) => {
    const up = [...(graph.get(layer)?.entries() ?? [])].filter(([to]) => to.startsWith('modules/'));
    expect(up.map(([to, arrow]) => `${to} (${arrow})`)).toEqual([]);
  });

  it('reads the modules (a graph of nothing would pass anything)', () => {
    expect(graph.get('modules/tasks')?.has('modules/records')).toBe(true);
    expect(graph.get('router')?.has('modules/tasks')).toBe(true);
  });
});
