import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';

/** A built web app in miniature: the page, a hashed chunk, the service worker and manifest. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'craftwork-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Craftwork</title>');
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), 'export {};');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'workbox-3d9e7ac6.js'), 'define([], () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Craftwork' }));
  return dir;
}

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fakeWebDist();
  t = await startTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the installable app', () => {
  it('serves the web app manifest as a manifest, revalidated every time', async () => {
    const response = await t.client().fetch('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ name: 'Craftwork' });
  });

  it.each(['/sw.js', '/workbox-3d9e7ac6.js'])(
    'serves %s as a script, revalidated every time',
    async (file) => {
      const response = await t.client().fetch(file);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('keeps hashed chunks cached for good, and the page revalidated', async () => {
    const chunk = await t.client().fetch('/assets/index-Ab12Cd34.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await t.client().fetch('/home');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it("answers an old build's missing chunk with 404, not the page", async () => {
    const response = await t.client().fetch('/assets/index-Old00000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/text\/html/);
  });
});
