import { expect, test } from '../../fixtures';

// Issue 36 #1 (decision 196): the build's scripts go out compressed, brotli to a browser that
// accepts it, gzip to a client without it.
test.describe('compressed scripts', () => {
  test('the sign-in page loads its scripts brotli-compressed, and gzip without brotli', async ({
    page,
    request,
  }) => {
    const scripts: {
      path: string;
      bytes: number;
      acceptEncoding: string;
      encoding: string | undefined;
    }[] = [];
    page.on('response', async (response) => {
      const path = new URL(response.url()).pathname;
      if (!/^\/assets\/.+\.js$/.test(path) || response.status() !== 200) return;
      scripts.push({
        path,
        bytes: (await response.body()).length,
        acceptEncoding: (await response.request().allHeaders())['accept-encoding'] ?? '',
        encoding: (await response.allHeaders())['content-encoding'],
      });
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

    // The build leaves files under 1 KB as they are (a copy would save less than its headers).
    // The entry and the first screen's chunk at least (vite.config.ts), each compressed.
    const worth = scripts.filter((script) => script.bytes >= 1024);
    expect(worth.length).toBeGreaterThanOrEqual(2);
    for (const script of worth) {
      expect(script.acceptEncoding, script.path).toContain('br');
      expect(script.encoding, script.path).toBe('br');
    }

    const entry = worth.sort((a, b) => b.bytes - a.bytes)[0]!.path;
    const gzip = await request.get(entry, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['vary']).toMatch(/accept-encoding/i);
    expect(gzip.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
