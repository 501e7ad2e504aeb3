import { createApprovedAccount, expect, test } from '../../fixtures';

// Issue 37: a user picks their language in the profile; the shell and the User Info page
// follow it, it survives a reload (kept on the server), and Arabic turns the page right to left.
test.describe('the user language', () => {
  test('switches to Polish, keeps it after a reload, goes right to left in Arabic, and back to English', async ({
    page,
    browser,
  }) => {
    // Sign-up, approval by the admin and four switches: longer than one screen's journey.
    test.slow();
    await createApprovedAccount(page, browser, 'Lena Language');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');

    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Polski' }).click();
    await expect(page.getByRole('heading', { name: 'Ustawienia', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Dane użytkownika' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu konta' })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'pl');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ustawienia', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Menu konta' }).click();
    await expect(page.getByRole('menuitem', { name: 'Wyloguj się' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('combobox', { name: 'Język' }).click();
    await page.getByRole('option', { name: 'العربية' }).click();
    await expect(page.getByRole('heading', { name: 'الإعدادات', level: 1 })).toBeVisible();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    // Mirrored, not pushed sideways: nothing wider than the phone's screen.
    const overflow = await html.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBe(0);

    await page.getByRole('combobox', { name: 'اللغة' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('list', { name: 'User Info' })).toBeVisible();
  });
});
