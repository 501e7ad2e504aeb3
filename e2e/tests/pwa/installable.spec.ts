import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../../fixtures';

// The suite blocks service workers (playwright.config.ts); these tests are about one.
test.use({ serviceWorkers: 'allow' });

/** The browser's service worker container, as the page sees it (the suite has no DOM types). */
type TWorkerWindow = {
  navigator: {
    serviceWorker: {
      ready: Promise<unknown>;
      controller: object | null;
      getRegistration(): Promise<{ waiting: object | null; active: object | null } | undefined>;
    };
  };
};

/** The served copy of the build (e2e/serve.ts), where a new version is published. */
const servedWebDir = () =>
  readFileSync(
    new URL(`../../.artifacts/web-dir-${process.env.E2E_PORT ?? 3210}`, import.meta.url),
    'utf8',
  );

/**
 * Writes a built file as a deploy does: with the brotli and gzip copies the server sends in its
 * place (decision 196), where the build wrote them.
 */
function publish(file: string, text: string) {
  writeFileSync(file, text);
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Signs in and waits for the service worker to have precached the app and taken the page. */
async function signInUnderWorker(page: Page) {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/home$/);
  await page.waitForFunction(async () => {
    const { serviceWorker } = (globalThis as unknown as TWorkerWindow).navigator;
    await serviceWorker.ready;
    return serviceWorker.controller !== null;
  });
}

test.describe('installable app', () => {
  test('the web app manifest describes the app and its icons load', async ({ page, request }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#000000');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icons/apple-touch-icon.png',
    );

    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Craftwork',
      short_name: 'Craftwork',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#000000',
      background_color: '#f5f5f5',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [
      ...manifest.icons,
      { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ]) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      const { width, height } = pngSize(await file.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  test('a signed-in user opens the app with no network', async ({ page, context }) => {
    await signInUnderWorker(page);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.goto('/task-list/All');
    await expect(page.getByRole('heading', { name: 'All Tasks', level: 1 })).toBeVisible();

    await context.setOffline(true);
    try {
      for (const path of ['/home', '/task-list/All']) {
        const response = await page.goto(path);
        // The page came from the worker's precache (the network is down), not an error page.
        expect(response?.fromServiceWorker(), path).toBe(true);
        expect(response?.status(), path).toBe(200);
        // The app's page (its own title, or the screen's once it has drawn), not the browser's
        // offline error page.
        await expect(page).toHaveTitle(/^(.+ · )?Craftwork$/);
        await expect(page.locator('#root')).not.toBeEmpty();
        await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'All Tasks', level: 1 })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('a new version shows "A new version is available" and Reload switches to it', async ({
    page,
  }) => {
    await signInUnderWorker(page);
    await expect(page.getByText('A new version is available')).toHaveCount(0);

    const worker = `${servedWebDir()}/sw.js`;
    const original = readFileSync(worker, 'utf8');
    try {
      // A deploy: the worker's script changes. The browser's check on navigation finds it,
      // installs it beside the running one, and it waits.
      publish(worker, `${original}\n// next version ${Date.now()}\n`);
      await page.reload();
      await expect(page.getByText('A new version is available')).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const { serviceWorker } = (globalThis as unknown as TWorkerWindow).navigator;
            return !!(await serviceWorker.getRegistration())?.waiting;
          }),
        )
        .toBe(true);

      await Promise.all([
        page.waitForEvent('framenavigated'),
        page.getByRole('button', { name: 'Reload' }).click(),
      ]);
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const { serviceWorker } = (globalThis as unknown as TWorkerWindow).navigator;
            const registration = await serviceWorker.getRegistration();
            return {
              waiting: !!registration?.waiting,
              controlled: serviceWorker.controller === registration?.active,
            };
          }),
        )
        .toEqual({ waiting: false, controlled: true });
      await expect(page.getByText('A new version is available')).toHaveCount(0);
    } finally {
      publish(worker, original);
    }
  });
});
