// Web weight: JavaScript a browser loads from the built app served by the real server, gzipped
// here with node's zlib (the server itself does not compress), for the sign-in page and for the
// app shell after sign-in.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';

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

type TScript = { path: string; bytes: number; gzipBytes: number };

/** Every JavaScript response of a page from now on, gzipped as it arrives. */
function recordScripts(page: Page) {
  const pending: Promise<TScript | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const isScript =
      response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type);
    if (!isScript || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          path: new URL(response.url()).pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
        }))
        .catch(() => null),
    );
  });
  return async () => {
    const scripts = (await Promise.all(pending)).filter((s): s is TScript => s !== null);
    const unique = new Map(scripts.map((s) => [s.path, s]));
    const list = [...unique.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      gzipKB: list.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024,
      rawKB: list.reduce((sum, s) => sum + s.bytes, 0) / 1024,
      files: list.length,
      scripts: list.map((s) => `${s.path} ${(s.gzipBytes / 1024).toFixed(1)} KB`),
    };
  };
}

/** Page errors and failed responses, added to the message when a wait times out. */
function watchProblems(page: Page) {
  const seen: string[] = [];
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) seen.push(`${response.status()} ${response.url()}`);
  });
  return Object.assign(page, {
    problems: {
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

async function signInThroughForm(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

export async function runWebWeightBench(input: {
  baseUrl: string;
  email: string;
  password: string;
}) {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    // The sign-in page, as a first-time visitor sees it.
    const visitor = await browser.newContext();
    const loginPage = watchProblems(await visitor.newPage());
    const loginScripts = recordScripts(loginPage);
    await loginPage.goto(`${input.baseUrl}/login`, { waitUntil: 'networkidle' });
    await loginPage.problems.explain(loginPage.getByRole('button', { name: 'Login' }).waitFor());
    const login = await loginScripts();
    await visitor.close();

    // The app shell: a signed-in user opening /user-info (entry bundle plus the lazy chunks of
    // the frame and the page), in a fresh context (empty cache) carrying the session cookie.
    const member = await browser.newContext();
    await signInThroughForm(await member.newPage(), input.baseUrl, input.email, input.password);
    const signedIn = await browser.newContext({ storageState: await member.storageState() });
    await member.close();
    const shellPage = watchProblems(await signedIn.newPage());
    const shellScripts = recordScripts(shellPage);
    await shellPage.goto(`${input.baseUrl}/user-info`, { waitUntil: 'networkidle' });
    await shellPage.problems.explain(
      shellPage.getByRole('heading', { name: 'Settings' }).first().waitFor(),
    );
    if (new URL(shellPage.url()).pathname !== '/user-info')
      throw new Error(`expected /user-info, landed on ${shellPage.url()}`);
    const shell = await shellScripts();
    await signedIn.close();
    return { login, shell };
  } finally {
    await browser.close();
  }
}
