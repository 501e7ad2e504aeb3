import { existsSync, readdirSync, readFileSync } from 'node:fs';
import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

/** The port the served app listens on (as playwright.config.ts sets it). */
const e2ePort = Number(process.env.E2E_PORT ?? 3210);

export const DEMO_PASSWORD = 'craftwork-demo';
export const DEMO = {
  admin: 'admin@craftwork.demo',
  plant: 'plant@craftwork.demo',
  foreman: 'foreman@craftwork.demo',
  contractorA: 'contractor.a@craftwork.demo',
  contractorB: 'contractor.b@craftwork.demo',
  applicant: 'applicant@craftwork.demo',
  northAdmin: 'north.admin@craftwork.demo',
} as const;

/**
 * A sign-in form's label in any shipped language: the page is in the browser's language
 * (E2E_WALK_LANGUAGE walks set it), and turns from English to it once its texts are in.
 */
function signedOutLabel(key: string, english: string): RegExp {
  const folder = new URL('../apps/web/src/locales/', import.meta.url);
  const labels = readdirSync(folder)
    .map((language) => new URL(`${language}/signedOut.json`, folder))
    .filter((file) => existsSync(file))
    .map(
      (file) => (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key] ?? english,
    );
  const escaped = [english, ...labels].map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(${escaped.join('|')})$`);
}

const LOGIN_LABELS = {
  email: signedOutLabel('common.email', 'Email'),
  password: signedOutLabel('common.password', 'Password'),
  submit: signedOutLabel('login.submit', 'Login'),
};

type TCookies = Awaited<ReturnType<BrowserContext['cookies']>>;
/** Session cookies of the demo accounts this worker has signed in as (decision 186). */
const demoSessions = new Map<string, TCookies>();

/**
 * Signs in as a person would: through the login form, landing on /home. A demo account whose
 * session this worker already holds gets that session back instead (the server asked whether
 * it is still alive, since a journey may have signed it out), then opens /login and is sent on
 * to /home as a signed-in visitor is. The login form itself is proven by tests/accounts.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const cached = password === DEMO_PASSWORD ? demoSessions.get(email) : undefined;
  // A page that has been elsewhere may have a route remembered for after sign-in: form only.
  if (cached && page.url() === 'about:blank') {
    await page.context().addCookies(cached);
    const session = await page.request.get('/api/auth/get-session');
    if (session.ok() && (await session.json()) !== null) {
      await page.goto('/login');
      return;
    }
    await page.context().clearCookies();
    demoSessions.delete(email);
  }
  await page.goto('/login');
  await page.getByLabel(LOGIN_LABELS.email).fill(email);
  await page.getByRole('textbox', { name: LOGIN_LABELS.password }).fill(password);
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
  if (password !== DEMO_PASSWORD || !Object.values(DEMO).includes(email as never)) return;
  // Kept once the session exists (a refused sign-in keeps nothing).
  await page
    .waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 10_000 })
    .then(async () => demoSessions.set(email, await page.context().cookies()))
    .catch(() => undefined);
}

/** Fails the test on any Content-Security-Policy violation or uncaught page error. */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Playwright types an auto fixture with no value as void.
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await use();
      expect(problems, 'CSP violations and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** How far the page runs out sideways (0 when nothing scrolls horizontally). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page
    .locator('html')
    .evaluate((el) => el.scrollWidth - el.ownerDocument.documentElement.clientWidth);
}

/** Whether an image has loaded real pixels from the server. */
export async function imageLoaded(img: Locator): Promise<boolean> {
  return img.evaluate((el) => {
    const image = el as unknown as { complete: boolean; naturalWidth: number };
    return image.complete && image.naturalWidth > 0;
  });
}

/**
 * Runs one statement on the served app's database: for reading what the app sent (its mail
 * outbox) or setting up a state no screen can reach (a task scheduled in the past).
 */
export async function queryDatabase<TRow extends Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<TRow[]> {
  const { readFileSync } = await import('node:fs');
  const pg = (await import('pg')).default;
  const url = databaseUrl(
    readFileSync(new URL(`./.artifacts/database-url-${e2ePort}`, import.meta.url), 'utf8'),
    readFileSync,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<TRow>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** The latest e-mail sent to an address, read from the app's outbox. */
export async function lastMailTo(to: string): Promise<{ subject: string; text: string } | null> {
  const rows = await queryDatabase<{ subject: string; text: string }>(
    'select subject, text from mail_outbox where "to" = $1 order by created_at desc limit 1',
    [to],
  );
  return rows[0] ?? null;
}

/** The token of the first link to `path` in an e-mail body. */
export function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=(\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/** The served app's database address (for an operator command run against it). */
export async function databaseUrlOfServedApp(): Promise<string> {
  const { readFileSync } = await import('node:fs');
  return databaseUrl(
    readFileSync(new URL(`./.artifacts/database-url-${e2ePort}`, import.meta.url), 'utf8'),
    readFileSync,
  );
}

function databaseUrl(recorded: string, read: (path: string, encoding: 'utf8') => string): string {
  if (!recorded.startsWith('embedded:')) return recorded;
  const dataDir = recorded.slice('embedded:'.length);
  const credentials = JSON.parse(read(`${dataDir}/postgres-credentials.json`, 'utf8')) as {
    user: string;
    password: string;
  };
  const port = read(`${dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[3];
  return `postgres://${credentials.user}:${credentials.password}@127.0.0.1:${port}/craftwork`;
}

/** The first link to `path` in an e-mail body, as the whole address to open in the browser. */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[0];
}

/** Waits until the latest e-mail to an address has a matching subject, and returns it. */
export async function waitForMail(
  to: string,
  subject: RegExp,
): Promise<{ subject: string; text: string }> {
  await expect
    .poll(async () => (await lastMailTo(to))?.subject ?? '', {
      message: `an e-mail to ${to} with subject ${String(subject)}`,
    })
    .toMatch(subject);
  const mail = await lastMailTo(to);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  return mail;
}

export type TNewAccount = {
  displayName: string;
  email: string;
  password: string;
  companyName: string;
  department: string;
  jobTitle: string;
  phone: string;
};

/** A new account's details, unique to this run, so tests never share a user. */
export function newAccount(name: string): TNewAccount {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    displayName: `${name} ${id}`,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${id}@craftwork.test`,
    password: `Sturdy-pass-${id}`,
    companyName: 'Testing Co',
    department: 'Quality',
    jobTitle: 'Tester',
    phone: '555-0199',
  };
}

/** Fills the Create account form (on /create-user) field by field, as a person would. */
export async function fillCreateAccountForm(page: Page, account: TNewAccount) {
  await page.getByLabel('Full Name').fill(account.displayName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(account.password);
  await page.getByLabel('Company Name').fill(account.companyName);
  await page.getByLabel('Department').fill(account.department);
  await page.getByLabel('Job Title').fill(account.jobTitle);
  await page.getByLabel('Phone').fill(account.phone);
}

/** Creates an account through /create-user; the new user ends signed in on /user-info. */
export async function createAccount(page: Page, account: TNewAccount) {
  await page.goto('/create-user');
  await fillCreateAccountForm(page, account);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/user-info$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

/** Signs out through the header's account menu. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Picks an option of an MUI select (a combobox opening a listbox) inside `scope`. */
export async function choose(scope: Page | Locator, combobox: string, option: string) {
  await scope.getByRole('combobox', { name: combobox }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Applies to a site with its key from the site-access card or the User Info list. */
export async function applyToSite(page: Page, siteKey: string) {
  await page.getByRole('button', { name: 'Add Site Key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Site Key' });
  await dialog.getByLabel('Site Key').fill(siteKey);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The DEMO site admin, in a browser context of their own, approves a user waiting for
 * approval on /admin/user-management with a role and, optionally, a company.
 */
export async function approveAsSiteAdmin(
  browser: Browser,
  displayName: string,
  { role, company }: { role: string; company?: string },
) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/user-management');
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    const card = page
      .getByRole('list', { name: 'Users waiting for approval' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: displayName, exact: true }) });
    await expect(card).toBeVisible();
    await choose(card, 'Role', role);
    if (company) await choose(card, 'Company', company);
    await card.getByRole('button', { name: `Approve ${displayName}` }).click();
    await page
      .getByRole('dialog', { name: 'Approve user' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(page.getByText(`${displayName} approved.`)).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    await context.close();
  }
}

/**
 * A new account, created through the form, applied to DEMO and approved by the site admin:
 * the page ends signed in as that user on /user-info with the profile card shown.
 */
export async function createApprovedAccount(
  page: Page,
  browser: Browser,
  name: string,
  role = 'Plant User',
): Promise<TNewAccount> {
  const account = newAccount(name);
  await createAccount(page, account);
  await applyToSite(page, 'DEMO');
  await expect(page.getByRole('heading', { name: 'Waiting for admin approval' })).toBeVisible();
  await approveAsSiteAdmin(browser, account.displayName, { role });
  await expect(page.getByRole('heading', { name: account.displayName, level: 2 })).toBeVisible();
  return account;
}

/**
 * Screenshots are taken only when asked for (`E2E_SCREENS=1`): for a person to look at a
 * screen, never as a check. They go to e2e/.artifacts/screens/<name>.png.
 */
export const SCREENS_DIR: string | undefined =
  process.env.E2E_SCREENS === '1'
    ? new URL('./.artifacts/screens/', import.meta.url).pathname
    : undefined;

/** A screenshot of the page for a person to look at, when asked for (see SCREENS_DIR). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (!SCREENS_DIR) return;
  const { mkdirSync } = await import('node:fs');
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENS_DIR}${name}.png`, fullPage });
}
