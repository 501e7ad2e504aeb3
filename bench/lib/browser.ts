// Browser helpers shared by the web benchmarks: Debian's Chromium through playwright-core, the
// sign-in form, a snapshot of the built web app, and a clock that lines up page and bench times.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Wide enough that the grids show their default columns without scrolling sideways. */
export const WIDE_VIEWPORT = { width: 1600, height: 1000 };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/** Page errors and failed responses, added to the message when a wait times out. */
export function watchProblems<P extends Page>(page: P) {
  const seen: string[] = [];
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) seen.push(`${response.status()} ${response.url()}`);
  });
  return Object.assign(page, {
    problems: {
      seen,
      explain: async <T>(wait: Promise<T>): Promise<T> => {
        try {
          return await wait;
        } catch (error) {
          const detail = seen.length ? ` (${seen.slice(0, 5).join('; ')})` : '';
          throw new Error(`${(error as Error).message.split('\n')[0]}${detail}`);
        }
      },
    },
  });
}

export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

/**
 * A copy of the built web app (apps/web/dist unless `--web-dist` names another build) for the
 * app under test to serve, so that a rebuild by someone else during the run cannot swap chunks
 * under the browser.
 */
export function snapshotWebDist(dist: string): { dir: string; remove: () => void } {
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist} holds no built app: run npm run build first`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'craftwork-bench-web-'));
  cpSync(dist, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Wall-clock milliseconds with sub-millisecond resolution, comparable with a page's `pageNow`. */
export const benchNow = () => performance.timeOrigin + performance.now();

/**
 * How far a page's clock (performance.timeOrigin + performance.now() in the page) is ahead of
 * `benchNow`: the reading of the fastest of a few round trips, taken at its midpoint.
 */
export async function pageClockOffset(page: Page, samples = 15): Promise<number> {
  let best = { rtt: Infinity, offset: 0 };
  for (let i = 0; i < samples; i++) {
    const before = benchNow();
    const inPage = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = benchNow();
    if (after - before < best.rtt)
      best = { rtt: after - before, offset: inPage - (before + after) / 2 };
  }
  return best.offset;
}

/**
 * A function as an init script's source. tsx compiles bench code with esbuild's keepNames, which
 * wraps named inner functions in a `__name(...)` helper that pages do not have: define it first.
 */
export function initScript(run: () => void): string {
  return `globalThis.__name ??= (fn) => fn;\n(${run.toString()})();`;
}

/** A script answered in full (200): by the request's type or the answer's content type. */
export function isScriptResponse(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  const isScript =
    response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type);
  return isScript && response.status() === 200;
}
