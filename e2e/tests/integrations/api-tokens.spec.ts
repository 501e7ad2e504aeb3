import type { Page } from '@playwright/test';
import { DEMO, expect, horizontalOverflow, signIn, test, screenshot } from '../../fixtures';

/** The page's clipboard, as a page script sees it (this package has no DOM types). */
type TClipboardWindow = { navigator: { clipboard: { readText(): Promise<string> } } };

async function openIntegrations(page: Page) {
  await page.goto('/user-info');
  await page
    .getByRole('list', { name: 'Admin Options' })
    .getByRole('link', { name: 'Integrations' })
    .click();
  await expect(page).toHaveURL(/\/admin\/integrations/);
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
}

test.describe('API tokens', () => {
  test('a site admin creates a read token, sees it once, uses it, finds the request logged and revokes it', async ({
    page,
    request,
  }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await openIntegrations(page);
    await expect(page.getByRole('tab', { name: 'API tokens', selected: true })).toBeVisible();

    // The demo's tokens show by name, status and prefix; their requests are logged below.
    const tokens = page.getByRole('list', { name: 'API tokens' });
    await expect(tokens.getByRole('listitem', { name: 'ERP sync, Active' })).toBeVisible();
    await expect(
      tokens.getByRole('listitem', { name: 'Old spreadsheet export, Revoked' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/api/v1/docs',
    );
    const log = page.getByRole('grid', { name: 'API requests' });
    await expect(log.getByRole('row').filter({ hasText: 'ERP sync' }).first()).toBeVisible();
    await screenshot(page, `api-tokens-1280`);

    // Create: a read token acting as the admin, shown once.
    const name = `E2E reader ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Create token' }).click();
    const form = page.getByRole('dialog', { name: 'Create API token' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await expect(form.getByRole('combobox', { name: 'Access' })).toHaveText('Read only');
    await expect(form.getByRole('combobox', { name: 'Acts as' })).toHaveText('You');
    await screenshot(page, `api-tokens-create`, { fullPage: false });
    await form.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API token' });
    await expect(shown.getByText('It will not be shown again')).toBeVisible();
    const token = await shown.getByRole('textbox', { name: /Token/ }).inputValue();
    expect(token).toMatch(/^cw_[A-Za-z0-9_-]{43}$/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await shown.getByRole('button', { name: 'Copy token' }).click();
    await expect(page.getByText('Token copied.')).toBeVisible();
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as TClipboardWindow).navigator.clipboard.readText(),
      ),
    ).toBe(token);
    await screenshot(page, `api-tokens-shown`, { fullPage: false });
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    // Once closed, the token is nowhere on the page: only its prefix.
    expect(await page.content()).not.toContain(token);
    const mine = tokens.getByRole('listitem', { name: `${name}, Active` });
    await expect(mine).toContainText(`${token.slice(0, 11)}…`);
    await expect(mine).toContainText('Never used');

    // The token reads the REST API as the admin; the request shows in the log.
    const auth = { Authorization: `Bearer ${token}` };
    const answer = await request.get('/api/v1/tasks', { headers: auth });
    expect(answer.status()).toBe(200);
    await page.getByRole('combobox', { name: 'Token' }).click();
    await page.getByRole('option', { name: new RegExp(name) }).click();
    // Counted, not just seen: until the filter applies, the demo's other tokens' requests to
    // the same path are listed too (and a locator matching several fails at once).
    await expect(log.getByRole('row').filter({ hasText: '/api/v1/tasks' })).toHaveCount(1, {
      timeout: 40_000,
    });
    await expect(log.getByRole('row').filter({ hasText: name })).toHaveCount(1);

    // Revoke, after confirming: the token is refused at once.
    await mine.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API token' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(tokens.getByRole('listitem', { name: `${name}, Revoked` })).toBeVisible();
    const refused = await request.get('/api/v1/tasks', { headers: auth });
    expect(refused.status()).toBe(401);
  });

  test('fits a phone: the tokens as cards, the log as cards, nothing runs out sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/integrations');
    await expect(
      page.getByRole('list', { name: 'API tokens' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create token' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `api-tokens-390`);
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByRole('dialog', { name: 'Create API token' })).toBeVisible();
    await screenshot(page, `api-tokens-create-390`, { fullPage: false });
  });

  test('a user who is not a site admin has no Integrations and is refused the page', async ({
    page,
  }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/user-info');
    await expect(page.getByRole('heading', { name: 'Pat Plant', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Integrations' })).toHaveCount(0);
    await page.goto('/admin/integrations');
    await expect(page.getByText('User does not have necessary permissions.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'API tokens' })).toHaveCount(0);
  });
});
