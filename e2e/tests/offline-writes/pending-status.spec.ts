import { DEMO, expect, queryDatabase, signIn, test } from '../../fixtures';
import { createRecordWithTask, taskCard } from '../records/record-helpers';

/** The record planted here: closed afterwards so the lists' counts add up for other specs. */
const planted: string[] = [];

test.afterAll(async () => {
  await queryDatabase(
    `update craft_records set open = false, timestamp_record_closed = now() where id = any($1)`,
    [planted],
  );
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a status change waiting offline shows as pending on its button, which cannot send it again', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    const created = await createRecordWithTask(page);
    planted.push(created.craftRecordId);
    const title = `Task - ${created.title}`;
    await page.goto(`/craft-record/${created.craftRecordId}/${created.taskId}`);
    const card = taskCard(page, 'Open Tasks', title);
    const actions = card.getByRole('group', { name: `Actions: ${title}` });
    await expect(actions.getByRole('button', { name: 'Set In Progress' })).toBeEnabled();

    await context.setOffline(true);
    try {
      await actions.getByRole('button', { name: 'Set In Progress' }).click();
      await expect(card.getByText(/^Pending: .* — will be sent when online$/)).toBeVisible();
      const pending = actions.getByRole('button', { name: 'Set In Progress · Pending…' });
      await expect(pending).toBeVisible();
      await expect(pending).toBeDisabled();
      await expect(
        actions.getByRole('button', { name: 'Set In Progress', exact: true }),
      ).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
    // Back online, the change is sent and the task moves on.
    await expect(card.getByRole('definition').filter({ hasText: /^In Progress/ })).toBeVisible({
      timeout: 30_000,
    });
  });
});
