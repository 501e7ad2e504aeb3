import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Reading PDFs in tests through poppler-utils (`pdftotext`, `pdftoppm`, `pdfinfo`, `pdffonts`; .ci/run
 * installs them when missing).
 */

const run = promisify(execFile);
const MAX_OUTPUT = 512 * 1024 * 1024;

/** The document's text with its layout kept (`pdftotext -layout`); pages end with "\f". */
export async function pdfText(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', file, '-'], { maxBuffer: MAX_OUTPUT });
  return stdout;
}

/** One page's text (1-based page number), with its layout kept. */
export async function pdfPageText(file: string, page: number): Promise<string> {
  const pageArg = String(page);
  const { stdout } = await run('pdftotext', ['-layout', '-f', pageArg, '-l', pageArg, file, '-'], {
    maxBuffer: MAX_OUTPUT,
  });
  return stdout;
}

/** One page (1-based) rendered to a PNG in a fresh temporary folder; returns the PNG's path. */
export async function pdfPageToPng(file: string, page: number, dpi = 72): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'craftwork-pdf-'));
  const prefix = path.join(dir, `page-${page}`);
  const pageArg = String(page);
  await run('pdftoppm', [
    '-png',
    '-r',
    String(dpi),
    '-f',
    pageArg,
    '-l',
    pageArg,
    '-singlefile',
    file,
    prefix,
  ]);
  return `${prefix}.png`;
}

async function pdfInfo(file: string): Promise<string> {
  const { stdout } = await run('pdfinfo', [file], { maxBuffer: MAX_OUTPUT });
  return stdout;
}

/** The number of pages (`pdfinfo`). */
export async function pdfPageCount(file: string): Promise<number> {
  const match = /^Pages:\s+(\d+)/m.exec(await pdfInfo(file));
  if (!match?.[1]) throw new Error(`pdfinfo printed no page count for ${file}`);
  return Number(match[1]);
}

/** The first page's size in points (`pdfinfo`), e.g. { width: 792, height: 612 }. */
export async function pdfPageSize(file: string): Promise<{ width: number; height: number }> {
  const match = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(await pdfInfo(file));
  if (!match?.[1] || !match[2]) throw new Error(`pdfinfo printed no page size for ${file}`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** The names of the fonts a document embeds (`pdffonts`), subset prefixes dropped. */
export async function pdfFonts(file: string): Promise<string[]> {
  const { stdout } = await run('pdffonts', [file], { maxBuffer: MAX_OUTPUT });
  return stdout
    .split('\n')
    .slice(2)
    .map((row) => row.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, '') ?? '')
    .filter((name) => name !== '');
}

/** `qpdf --check`'s verdict: resolves when the file is a valid PDF, rejects with its report. */
export async function pdfCheck(file: string): Promise<string> {
  const { stdout } = await run('qpdf', ['--check', file], { maxBuffer: MAX_OUTPUT });
  return stdout;
}
