import { approveAsSiteAdmin, createAccount, expect, newAccount, test } from '../../fixtures';

const ERROR_RED = 'rgb(211, 47, 47)';

test('a new account applies to DEMO and is let in live when the site admin approves', async ({
  page,
  browser,
}) => {
  const account = newAccount('Sam Site');
  await createAccount(page, account);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });

  // No default site: the card offers applying; no profile card, no drawer.
  await expect(page.getByRole('heading', { name: 'No default site' })).toBeVisible();
  await expect(page.getByRole('heading', { name: account.displayName })).toHaveCount(0);
  await expect(navigation).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Default Site: None/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add Site Key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Site Key' });
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Site Key').fill('   ');
  await expect(send).toBeDisabled();

  // An unknown key: the error shows in red inside the dialog, which stays open.
  await dialog.getByLabel('Site Key').fill('NO-SUCH-SITE');
  await send.click();
  const error = dialog.getByRole('alert');
  await expect(error).toHaveText('Site key not found. Please check the key and try again.');
  await expect(error).toHaveCSS('color', ERROR_RED);

  await dialog.getByLabel('Site Key').fill('DEMO');
  await send.click();
  await expect(page.getByText('Success! Your application has been sent.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const waiting = page.getByRole('heading', { name: 'Waiting for admin approval' });
  await expect(waiting).toBeVisible();
  await expect(page.getByText('Site Key: DEMO')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change', exact: true })).toBeVisible();
  await expect(navigation).toHaveCount(0);

  // The site admin, in a browser of their own, approves the applicant as a plant user of Apex.
  await approveAsSiteAdmin(browser, account.displayName, {
    role: 'Plant User',
    company: 'Apex Scaffold Services',
  });

  // The applicant's page follows without a reload.
  await expect(page.getByRole('heading', { name: account.displayName, level: 2 })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(navigation).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Default Site: Demo Refinery \(DEMO\)\./ }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Work Type' })).toBeVisible();

  // Applying again to the site they now belong to says so, in the dialog.
  await page.getByRole('button', { name: 'Add Site Key' }).first().click();
  await dialog.getByLabel('Site Key').fill('demo');
  await send.click();
  await expect(dialog.getByRole('alert')).toHaveText('You are already a member of this site.');
});
