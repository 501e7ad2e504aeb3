import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchRefusal } from './refusals.ts';

/**
 * Every refusal the server writes out in its code is in the English `errors` catalogue, so that
 * it reaches a reader in their language (issue 37): each `new AppError(code, '<text>')` or
 * `new AppError(code, `<template>`)` in apps/server/src (tests and test helpers aside) must be an
 * entry's text, a template's `${...}` parts standing where the entry has an argument. Texts kept
 * in constants are in the catalogue too; this test reads only what is written at the throw.
 */

const SRC = fileURLToPath(new URL('../', import.meta.url));

/** Files that are not the server's code: tests, their helpers and fixtures. */
const isTestFile = (file: string) =>
  /\.test\.ts$|-test-world\.ts$|\.fixture\.ts$/.test(file) || file.split(path.sep).includes('test');

/**
 * Literals knowingly not in the catalogue, each with its reason (none today). A text here
 * reaches every reader in English.
 */
const EXCLUDED: ReadonlyMap<string, string> = new Map();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !isTestFile(path.relative(SRC, full)) ? [full] : [];
  });
}

/** A string or template literal at `start` (its opening quote): its parts and its end. */
function readLiteral(text: string, start: number): { parts: string[]; end: number } | null {
  const quote = text[start];
  const parts: string[] = [''];
  let i = start + 1;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (c === '\\') {
      parts[parts.length - 1] += text.slice(i, i + 2);
      i += 2;
    } else if (c === quote) {
      return { parts: parts.map(unescapeLiteral), end: i + 1 };
    } else if (quote === '`' && c === '$' && text[i + 1] === '{') {
      // Skip the substitution, nested braces and template literals included.
      let depth = 1;
      i += 2;
      while (i < text.length && depth > 0) {
        const d = text[i];
        if (d === '`') {
          const inner = readLiteral(text, i);
          if (!inner) return null;
          i = inner.end;
          continue;
        }
        if (d === '{') depth += 1;
        if (d === '}') depth -= 1;
        i += 1;
      }
      parts.push('');
    } else if (c === '\n' && quote !== '`') {
      return null;
    } else {
      parts[parts.length - 1] += c;
      i += 1;
    }
  }
  return null;
}

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t' };

/** A literal's text as written, its escapes read. */
const unescapeLiteral = (raw: string) =>
  raw.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|.)/gs, (_, e: string) => {
    if (e.startsWith('u{')) return String.fromCodePoint(parseInt(e.slice(2, -1), 16));
    if (e.startsWith('u') && e.length === 5) return String.fromCharCode(parseInt(e.slice(1), 16));
    return ESCAPES[e] ?? e;
  });

type TThrown = { where: string; parts: string[] };

/** Each `new AppError(code, <literal>)` of the server's code, its message's literal parts. */
function thrownLiterals(): TThrown[] {
  const found: TThrown[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/new AppError\(\s*/g)) {
      let i = call.index + call[0].length;
      // The code: a string literal or an expression up to the first comma.
      if (text[i] === "'" || text[i] === '"') {
        const code = readLiteral(text, i);
        if (!code) continue;
        i = code.end;
      } else {
        while (i < text.length && text[i] !== ',' && text[i] !== ')') i += 1;
      }
      const comma = /^\s*,\s*/.exec(text.slice(i));
      if (!comma) continue;
      i += comma[0].length;
      if (!["'", '"', '`'].includes(text[i] ?? '')) continue;
      const literal = readLiteral(text, i);
      if (!literal) continue;
      const line = text.slice(0, call.index).split('\n').length;
      found.push({ where: `${path.relative(SRC, file)}:${line}`, parts: literal.parts });
    }
  }
  return found;
}

describe('the English refusal catalogue', () => {
  const thrown = thrownLiterals();

  it('finds the literal refusals of the server', () => {
    expect(thrown.length).toBeGreaterThanOrEqual(4);
  });

  it('holds every refusal written out at a throw', () => {
    const missing = thrown
      .filter(({ parts }) => !EXCLUDED.has(parts.join('${…}')))
      .filter(({ parts }) => {
        // A value in each ${...} part; the entry must be a template there, not a fixed text.
        const sample = parts.join('\u2063value\u2063');
        const match = matchRefusal(sample);
        if (!match) return true;
        return parts.length > 1 && Object.keys(match.values).length === 0;
      })
      .map(({ where, parts }) => `${where}: ${parts.join('${…}')}`);
    expect(missing).toEqual([]);
  });
});
