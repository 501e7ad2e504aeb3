import { DEMO, expect, queryDatabase, signIn, test } from '../../fixtures';

/** The records planted here, by title: closed afterwards so the lists' counts add up. */
const planted: string[] = [];

test.afterAll(async () => {
  await queryDatabase(
    `update craft_records set open = false, timestamp_record_closed = now() where title = any($1)`,
    [planted],
  );
});

test.describe('a new task offline', () => {
  test('made in the wizard without a network, it waits pending and is created once back online', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const title = `Offline rack ${Date.now().toString(36)}`;
    planted.push(title);
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);

    const next = () => page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'Create Task' }).first().click();
    await page.getByRole('radio', { name: 'Scaffolding' }).check();
    await next();
    await page.getByRole('radio', { name: 'Installation' }).check();
    await next();
    await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible();
    await next();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await next();
    await page.getByRole('radio', { name: 'Urgent' }).check();
    await next();
    await expect(page.getByRole('heading', { level: 2, name: 'Task Info' })).toBeVisible();
    await page.getByRole('combobox', { name: /Assigned Company/ }).click();
    await page.getByRole('option').first().click();

    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Create Task' }).click();
      await expect(
        page.getByText('Saved on this device: it will be sent when online.'),
      ).toBeVisible();
      // A new record has no page yet: the dashboard opens.
      await expect(page).toHaveURL(/\/home$/);
      const pending = page.getByRole('button', { name: 'Pending changes (1)' });
      await expect(pending).toBeVisible();
      await pending.click();
      const panel = page.getByRole('dialog', { name: 'Pending changes' });
      await expect(
        panel.getByText(
          `Pending: New task: Installation - ${title} on new record ${title} — will be sent when online`,
        ),
      ).toBeVisible();
      await panel.getByRole('button', { name: 'Close' }).click();
      const rows = await queryDatabase(`select id from craft_records where title = $1`, [title]);
      expect(rows).toHaveLength(0);
    } finally {
      await context.setOffline(false);
    }

    await expect(page.getByText('Pending changes sent.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: /^Pending changes \(/ })).toHaveCount(0);
    const records = await queryDatabase<{ id: string }>(
      `select id from craft_records where title = $1`,
      [title],
    );
    expect(records).toHaveLength(1);
    const tasks = await queryDatabase(
      `select id from tasks where craft_record_id = $1 and deleted_at is null`,
      [records[0]?.id],
    );
    expect(tasks).toHaveLength(1);
  });
});
