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
