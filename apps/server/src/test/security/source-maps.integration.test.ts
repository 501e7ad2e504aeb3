import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.ts';

/**
 * Issue 31 #9: the built scripts' source maps were served to anyone. A build with its maps
 * beside each script (as `vite build` writes them): the scripts are served, the maps never.
 */
const MAP = JSON.stringify({ version: 3, sources: ['../../src/secret.ts'], mappings: '' });

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'craftwork-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Craftwork</title>');
  writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js'), 'export {};');
  writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js.map'), MAP);
  writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.css.map'), MAP);
  writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(webDist, 'sw.js.map'), MAP);
  t = await startTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('source maps', () => {
  it('serves the script itself', async () => {
    const response = await t.client().fetch('/assets/index-Ab12Cd34.js');
    expect(response.status).toBe(200);
  });

  it.each([
    '/assets/index-Ab12Cd34.js.map',
    '/assets/index-Ab12Cd34.css.map',
    '/assets/index-Ab12Cd34.js.%6Dap',
    '/assets/index-Ab12Cd34.js.map?v=1',
    '/assets/../assets/index-Ab12Cd34.js.map',
    '/sw.js.map',
  ])('answers %s with 404, not the map nor the page', async (url) => {
    const response = await t.client().fetch(url);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});
