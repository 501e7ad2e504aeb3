// Web weight: JavaScript a browser loads from the built app served by the real server, gzipped
// here with node's zlib (the figure, comparable across runs), for the sign-in page and for the
// app shell after sign-in; beside it, the bytes that crossed the wire (the server sends the
// build's brotli copies, decision 196).
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import {
  isScriptResponse,
  launchChromium,
  signInThroughForm,
  watchProblems,
} from './lib/browser.ts';

type TScript = {
  path: string;
  bytes: number;
  gzipBytes: number;
  /** The body as sent (compressed or not) and its Content-Encoding. */
  wireBytes: number;
  encoding: string;
};
export type TPageScripts = Awaited<ReturnType<ReturnType<typeof recordScripts>>>;

/** Every JavaScript response of a page from now on, gzipped as it arrives. */
function recordScripts(page: Page) {
  const pending: Promise<TScript | null>[] = [];
  page.on('response', (response) => {
    if (!isScriptResponse(response)) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes(), response.allHeaders()])
        .then(([body, sizes, headers]) => ({
          path: new URL(response.url()).pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
          wireBytes: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? 'identity',
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
      wireKB: list.reduce((sum, s) => sum + s.wireBytes, 0) / 1024,
      brotliFiles: list.filter((s) => s.encoding === 'br').length,
      files: list.length,
      scripts: list.map((s) => `${s.path} ${(s.gzipBytes / 1024).toFixed(1)} KB`),
      paths: list.map((s) => s.path),
    };
  };
}

export async function runWebWeightBench(input: {
  baseUrl: string;
  email: string;
  password: string;
}) {
  const browser: Browser = await launchChromium();
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
