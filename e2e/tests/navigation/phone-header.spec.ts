import { choose, DEMO, expect, signIn, test, screenshot } from '../../fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the header shows the site and the work type in full', async ({ page }) => {
  await signIn(page, DEMO.plant);
  await expect(page).toHaveURL(/\/home$/);
  const header = page.getByRole('banner');
  const site = header.getByText('Demo Refinery', { exact: false });
  await expect(site).toBeVisible();
  await choose(header, 'Work Type', 'All Work Types');
  const workType = header.getByRole('combobox', { name: 'Work Type' });

  // Neither is cut short with an ellipsis.
  for (const element of [site, workType]) {
    const isCut = await element.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(isCut).toBe(false);
  }
  await expect(workType).toHaveText('All Work Types');

  // The label sits on the black header itself, not on a white patch.
  const label = header.locator('label', { hasText: 'Work Type' });
  const colors = await label.evaluate((el) => {
    const style = el.ownerDocument.defaultView?.getComputedStyle(el);
    return { background: style?.backgroundColor, color: style?.color };
  });
  expect(colors.background).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  expect(colors.color).toBe('rgb(255, 255, 255)');
  await screenshot(page, 'phone-header-390', { fullPage: false });
});
