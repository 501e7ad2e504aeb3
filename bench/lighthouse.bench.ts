// Lighthouse's mobile performance (issue 36): its default profile (a mid-range phone, simulated
// slow 4G and 4x CPU slowdown) against the built app the bench serves, in Debian's Chromium,
// for /login as a visitor and /home and /task-list/All signed in (the session cookie sent with
// --extra-headers). Lighthouse 12 runs as its own CLI process from the bench's devDependency
// (decision 217); the 1-minute load average is kept beside each figure, since the simulated
// throttling multiplies whatever else the machine is doing.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS } from './lib/browser.ts';
import { signedInClient } from './lib/client.ts';

const run = promisify(execFile);

export const LIGHTHOUSE_PAGES = [
  { page: '/login', signedIn: false },
  { page: '/home', signedIn: true },
  { page: '/task-list/All', signedIn: true },
] as const;

type TAudit = {
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { overallSavingsMs?: number; items?: { node?: { snippet?: string } }[] };
};
type TReport = {
  lighthouseVersion: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, TAudit>;
};

export type TLighthousePage = {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  loadAverage: { before: number; after: number };
  /** The LCP element's HTML, as Lighthouse names it. */
  lcpElement: string | null;
  /** Opportunities with estimated savings, largest first. */
  opportunities: { audit: string; savingsMs: number; display: string }[];
};
/** A page Lighthouse could not measure (on a loaded machine its protocol calls time out). */
export type TLighthouseFailure = { page: string; error: string; loadAverage: number };

/** Lighthouse's message asking for another run, when its own trace failed. */
const AGAIN = /run Lighthouse again/i;

/** The first line of why a Lighthouse run failed (its runtime error when it names one). */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (/Runtime error encountered: (.*)/.exec(message)?.[1] ?? message).split('\n')[0]!;
}

function lighthouseCli(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
}

export function lighthouseVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('lighthouse/package.json') as { version: string }).version;
}

export async function runLighthouseBench(input: {
  baseUrl: string;
  email: string;
  password: string;
  log: (message: string) => void;
}): Promise<{ version: string; pages: TLighthousePage[]; failed: TLighthouseFailure[] }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'craftwork-bench-lighthouse-'));
  try {
    const client = await signedInClient(input.baseUrl, input.email, input.password);
    const headersFile = path.join(dir, 'headers.json');
    writeFileSync(headersFile, JSON.stringify({ Cookie: client.cookieHeader() }));
    const pages: TLighthousePage[] = [];
    const failed: TLighthouseFailure[] = [];
    for (const { page, signedIn } of LIGHTHOUSE_PAGES) {
      const output = path.join(dir, `${page.replace(/\W+/g, '-')}.json`);
      const before = os.loadavg()[0]!;
      const lighthouse = () =>
        run(
          process.execPath,
          [
            lighthouseCli(),
            `${input.baseUrl}${page}`,
            `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
            `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
            '--only-categories=performance',
            '--output=json',
            `--output-path=${output}`,
            '--quiet',
            ...(signedIn ? [`--extra-headers=${headersFile}`] : []),
          ],
          { timeout: 180_000, maxBuffer: 16 * 1024 * 1024 },
        );
      // Lighthouse's own trace errors (NO_NAVSTART, NO_FCP: "Please run Lighthouse again") come
      // and go from one run of the same page to the next: the page is measured again, at most
      // three times in all, and each failed try is logged.
      let error: string | null = null;
      for (let attempt = 1; attempt <= 3; attempt++) {
        error = await lighthouse().then(() => null, reasonOf);
        if (error === null || attempt === 3 || !AGAIN.test(error)) break;
        input.log(`   ${page.padEnd(16)} failed, measuring again: ${error}`);
      }
      if (error !== null) {
        input.log(`   ${page.padEnd(16)} failed: ${error}`);
        failed.push({ page, error, loadAverage: before });
        continue;
      }
      // BENCH_LIGHTHOUSE_REPORTS=<folder>: keep each page's whole report (its trace summary,
      // each script's boot-up time) to see where a page's main-thread time goes.
      if (process.env.BENCH_LIGHTHOUSE_REPORTS)
        copyFileSync(
          output,
          path.join(process.env.BENCH_LIGHTHOUSE_REPORTS, path.basename(output)),
        );
      const report = JSON.parse(readFileSync(output, 'utf8')) as TReport;
      const audit = (id: string) => report.audits[id];
      const result: TLighthousePage = {
        page,
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
        tbtMs: audit('total-blocking-time')?.numericValue ?? Number.NaN,
        fcpMs: audit('first-contentful-paint')?.numericValue ?? Number.NaN,
        loadAverage: { before, after: os.loadavg()[0]! },
        lcpElement:
          audit('largest-contentful-paint-element')?.details?.items?.[0]?.node?.snippet ?? null,
        opportunities: Object.entries(report.audits)
          .map(([id, a]) => ({
            audit: id,
            savingsMs: a.details?.overallSavingsMs ?? 0,
            display: a.displayValue ?? '',
          }))
          .filter((o) => o.savingsMs > 0)
          .sort((a, b) => b.savingsMs - a.savingsMs)
          .slice(0, 5),
      };
      pages.push(result);
      input.log(
        `   ${page.padEnd(16)} performance ${result.score}, LCP ${(result.lcpMs / 1000).toFixed(2)} s, ` +
          `TBT ${result.tbtMs.toFixed(0)} ms, FCP ${(result.fcpMs / 1000).toFixed(2)} s ` +
          `(load average ${before.toFixed(1)} -> ${result.loadAverage.after.toFixed(1)})`,
      );
    }
    return { version: lighthouseVersion(), pages, failed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
