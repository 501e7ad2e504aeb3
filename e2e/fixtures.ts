import { expect, test as base, type Page } from '@playwright/test';

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

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
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

/** The latest e-mail sent to an address, read from the app's outbox. */
export async function lastMailTo(to: string): Promise<{ subject: string; text: string } | null> {
  const { readFileSync } = await import('node:fs');
  const pg = (await import('pg')).default;
  const url = databaseUrl(
    readFileSync(new URL('./.artifacts/database-url', import.meta.url), 'utf8'),
    readFileSync,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string; text: string }>(
      'select subject, text from mail_outbox where "to" = $1 order by created_at desc limit 1',
      [to],
    );
    return rows[0] ?? null;
  } finally {
    await client.end();
  }
}

/** The token of the first link to `path` in an e-mail body. */
export function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=(\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
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
