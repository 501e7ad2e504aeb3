import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// Debian's chromium-headless-shell (Chromium's old headless mode, what Playwright itself runs
// headless) does the same journeys for about 15% less time than the full browser (decision 227);
// the full browser when the shell is not installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const baseURL = `http://localhost:${port}`;
// run.ts runs the journeys (in shards side by side), then the accessibility walk (tests/a11y),
// each run with its own server (decisions 179, 186). Unset, a run holds both.
const suite = process.env.E2E_SUITE;

export default defineConfig({
  testDir: './tests',
  testIgnore: suite === 'journeys' ? ['**/a11y/**'] : [],
  ...(suite === 'walk' ? { testMatch: ['a11y/**/*.spec.ts'] } : {}),
  // One folder per run: Playwright empties its own at the start, and shards run side by side.
  outputDir: `./test-results/${process.env.E2E_RUN ?? suite ?? 'all'}`,
  // The walk only reads the demo site, so its tests run side by side.
  fullyParallel: suite === 'walk',
  workers: suite === 'walk' ? 2 : 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // No service worker unless a spec asks for one (tests/pwa, the offline journeys:
    // `test.use({ serviceWorkers: 'allow' })`): a worker would answer navigations from its
    // precache and keep requests it handles out of page.route (decision 174).
    serviceWorkers: 'block',
    // The theme honours prefers-reduced-motion (dialogs, drawers, menus and messages appear
    // and leave at once, no ripple), so no step waits out a transition, and axe never reads a
    // colour halfway through one (decision 206). No journey is about motion.
    reducedMotion: 'reduce',
    // A trace costs about a fifth of a journey's time when recorded for every test, so CI
    // records one only when a failed test runs again (its retry); a local run, which does not
    // retry, keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx serve.ts',
    url: `${baseURL}/api/health`,
    // No PUBLIC_URL, as `npm start` runs: links are built for http://localhost:<port>, and a
    // browser may sign in at any address it opens the app at (127.0.0.1 included).
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
