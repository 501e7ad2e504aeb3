import { DEMO, expect, signOut, test } from '../../fixtures';

// The app is served without PUBLIC_URL, as `npm start` runs it: whatever address it is opened
// at (localhost, 127.0.0.1, a LAN address), the browser's own origin may sign in.
const port = Number(process.env.E2E_PORT ?? 3210);

for (const host of ['127.0.0.1', 'localhost']) {
  test(`signs in and out at http://${host}:<port>`, async ({ page }) => {
    await page.goto(`http://${host}:${port}/login`);
    await page.getByLabel('Email').fill(DEMO.plant);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('craftwork-demo');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`http://${host}:${port}/home`);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await signOut(page);
    await expect(page).toHaveURL(`http://${host}:${port}/login`);
  });
}
