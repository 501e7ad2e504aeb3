import type { Locator, Page } from '@playwright/test';
import {
  applyToSite,
  createAccount,
  DEMO,
  expect,
  newAccount,
  signIn,
  test,
  screenshot,
} from '../../fixtures';

const WIDTHS = [1280, 390] as const;

/** Whether two boxes share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('element not laid out');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

async function expectInside(inner: Locator, outer: Locator) {
  const [box, frame] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!box || !frame) throw new Error('element not laid out');
  expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
}

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
}

test('the longest names wrap on the approval list and never run under its selects', async ({
  page,
  browser,
}) => {
  // The longest name and company the server takes, without a single space to break at.
  const base = newAccount('Lana Long');
  const account = {
    ...base,
    displayName: `${base.displayName.replace(/\W/g, '')}${'N'.repeat(100)}`.slice(0, 100),
    companyName: 'C'.repeat(100),
  };
  await createAccount(page, account);
  await applyToSite(page, 'DEMO');

  const admin = await browser.newContext();
  try {
    const adminPage = await admin.newPage();
    await signIn(adminPage, DEMO.admin);
    await expect(adminPage).toHaveURL(/\/home$/);
    await adminPage.goto('/admin/user-management');
    const card = adminPage
      .getByRole('list', { name: 'Users waiting for approval' })
      .getByRole('listitem')
      .filter({ has: adminPage.getByRole('heading', { name: account.displayName }) });
    const name = card.getByRole('heading', { name: account.displayName });
    for (const width of WIDTHS) {
      await atWidth(adminPage, width);
      await expect(name).toBeVisible();
      await expectInside(name, card);
      expect(await overlap(name, card.getByRole('combobox', { name: 'Role' }))).toBe(false);
      expect(await overlap(name, card.getByRole('combobox', { name: 'Company' }))).toBe(false);
      await card.scrollIntoViewIfNeeded();
      await screenshot(adminPage, `h5-user-management-${width}`, { fullPage: false });
    }
  } finally {
    await admin.close();
  }

  // The user's own account menu cuts the name and shows the whole of it on pointing.
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    const shown = menu.getByText(account.displayName);
    await expect(shown).toBeVisible();
    await expectInside(shown, menu);
    await shown.hover();
    await expect(page.getByRole('tooltip')).toHaveText(account.displayName);
    await screenshot(page, `h5-account-menu-${width}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
});
