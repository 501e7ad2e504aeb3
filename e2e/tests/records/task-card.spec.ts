import type { Locator } from '@playwright/test';
import { DEMO, expect, signIn, test, screenshot } from '../../fixtures';
import { createRecordWithTask, taskCard } from './record-helpers';

/** Whether two elements' boxes on screen overlap. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return false;
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

test.describe('task card', () => {
  test('Set Removed asks first, naming the task, and the task leaves the open tasks', async ({
    page,
  }) => {
    // The site admin has Route Awaiting: an awaiting task may be removed.
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    const created = await createRecordWithTask(page);
    const title = `Task - ${created.title}`;
    await page.goto(`/craft-record/${created.craftRecordId}/${created.taskId}`);
    const card = taskCard(page, 'Open Tasks', title);
    const setRemoved = async () => {
      await card.getByRole('button', { name: 'Other Statuses' }).click();
      await page.getByRole('menuitem', { name: 'Set Removed' }).click();
    };

    await setRemoved();
    const confirm = page.getByRole('dialog', { name: 'Remove Task?' });
    await expect(confirm).toHaveAccessibleDescription(
      `${title} will be removed and leave the open tasks. Continue?`,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByRole('definition').filter({ hasText: /^Awaiting/ })).toBeVisible();

    await setRemoved();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Task status changed successfully.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: created.title })).toBeVisible();
    await expect(taskCard(page, 'Open Tasks', title)).toHaveCount(0);
  });

  test('tapping the title or the status opens and closes the card, and the address follows', async ({
    page,
  }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const created = await createRecordWithTask(page);
    const title = `Task - ${created.title}`;
    await page.goto(`/craft-record/${created.craftRecordId}`);
    const card = taskCard(page, 'Open Tasks', title);
    await expect(card.getByRole('button', { name: `Expand ${title}` })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await card.getByRole('heading', { level: 3, name: title }).click();
    await expect(card.getByRole('button', { name: `Collapse ${title}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(card.getByRole('button', { name: 'Set In Progress' })).toBeVisible();
    await expect(page).toHaveURL(`/craft-record/${created.craftRecordId}/${created.taskId}`);

    // The address is a link to the open task: opened again, the task is open.
    await page.reload();
    await expect(card.getByRole('button', { name: 'Set In Progress' })).toBeVisible();

    await card.getByText(/^Awaiting \(Urgent\) · /).click();
    await expect(card.getByRole('button', { name: `Expand ${title}` })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Set In Progress' })).toHaveCount(0);
    await expect(page).toHaveURL(`/craft-record/${created.craftRecordId}`);
  });

  test("on a phone, messages stay clear of the drawer's Cancel and Save, and a repeat shows once", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const created = await createRecordWithTask(page);
    const title = `Task - ${created.title}`;
    await page.goto(`/craft-record/${created.craftRecordId}/${created.taskId}`);
    const card = taskCard(page, 'Open Tasks', title);
    const subscribed = page.getByText('You will receive notifications from this task.', {
      exact: true,
    });

    // Subscribe, Unsubscribe, Subscribe: the task card's messages last 10 seconds. On a phone
    // they are in the action bar's More menu.
    const fromMore = async (name: string) => {
      await card.getByRole('button', { name: 'More' }).click();
      await page.getByRole('menuitem', { name, exact: true }).click();
      await expect(page.getByRole('menu')).toBeHidden();
    };
    await fromMore('Subscribe');
    await expect(subscribed).toBeVisible();
    await fromMore('Unsubscribe');
    await expect(
      page.getByText('You will not receive notifications from this task.', { exact: true }),
    ).toBeVisible();
    await fromMore('Subscribe');
    await card.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem', { name: 'Unsubscribe' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(subscribed).toHaveCount(1);

    await card.getByRole('button', { name: 'Edit Task' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Task' });
    await expect(drawer).toBeVisible();
    await expect(subscribed).toBeVisible();
    await screenshot(page, 'drawer-messages-390', { fullPage: false });
    const messages = page.locator('.notistack-SnackbarContainer');
    for (const name of ['Cancel', 'Save']) {
      expect(await overlaps(messages, drawer.getByRole('button', { name }))).toBe(false);
    }
  });
});
