import { expect, test } from '../../fixtures';
test('debug', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeFocused();
  const box1 = await page.getByRole('link', { name: 'Forgot password?' }).boundingBox();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  console.log('after click url', page.url(), box1);
  await expect(page).toHaveURL(/forgot/);
  await expect(page.getByLabel('Email')).toBeFocused();
  const box2 = await page.getByRole('link', { name: 'Back to Login' }).boundingBox();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await page.waitForTimeout(500);
  console.log('after click url', page.url(), box2, await page.getByRole('link', { name: 'Back to Login' }).boundingBox());
});
