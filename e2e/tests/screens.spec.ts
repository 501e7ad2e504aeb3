import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';

// Full-page screenshots of the foundation's screens, for a person to look at; each shot first
// waits for the screen's main heading (and its data) so a broken screen fails here.
const SCREENS_DIR = new URL('../.artifacts/screens/', import.meta.url);
const WIDTHS = [1280, 390] as const;

type TScreen = {
  name: string;
  path: string;
  heading: string;
  /** What else must be on screen before the shot (data loaded, not a spinner). */
  ready?: (page: Page) => Locator;
};

const SIGNED_OUT: TScreen[] = [
  { name: 'login', path: '/login', heading: 'Login' },
  { name: 'create-user', path: '/create-user', heading: 'Create Account' },
  { name: 'not-found', path: '/no-such-screen', heading: '404 Error' },
];

const SITE_ADMIN: TScreen[] = [
  {
    name: 'user-info',
    path: '/user-info',
    heading: 'Settings',
    ready: (page) => page.getByRole('list', { name: 'Admin Options' }),
  },
  { name: 'home', path: '/home', heading: 'Dashboard' },
  {
    name: 'user-management',
    path: '/admin/user-management',
    heading: 'User Management',
    ready: (page) => page.getByRole('button', { name: 'Approve Jordan Applicant' }),
  },
  {
    name: 'download',
    path: '/download',
    heading: 'Mobile Apps',
    ready: (page) => page.getByRole('button', { name: 'Android' }),
  },
];

const APPLICANT: TScreen[] = [
  {
    name: 'user-info-applicant',
    path: '/user-info',
    heading: 'Settings',
    ready: (page) => page.getByRole('heading', { name: 'Waiting for admin approval' }),
  },
];

async function shoot(page: Page, screen: TScreen, width: number) {
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
  if (screen.ready) await expect(screen.ready(page)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.screenshot({
    path: new URL(`${screen.name}-${width}.png`, SCREENS_DIR).pathname,
    fullPage: true,
  });
}

test.beforeAll(() => {
  mkdirSync(SCREENS_DIR, { recursive: true });
});

for (const width of WIDTHS) {
  test.describe(`screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

    test('signed out: login, create account, 404', async ({ page }) => {
      for (const screen of SIGNED_OUT) await shoot(page, screen, width);
    });

    test('site admin: settings, dashboard, user management, mobile apps', async ({ page }) => {
      await signIn(page, DEMO.admin);
      await expect(page).toHaveURL(/\/home$/);
      for (const screen of SITE_ADMIN) await shoot(page, screen, width);
    });

    test('applicant: settings while waiting for approval', async ({ page }) => {
      await signIn(page, DEMO.applicant);
      await expect(page).toHaveURL(/\/home$/);
      for (const screen of APPLICANT) await shoot(page, screen, width);
    });
  });
}
