import {
  DEMO,
  expect,
  horizontalOverflow,
  signIn,
  test,
  waitForMail,
  screenshot,
} from '../../fixtures';
import { createRecordWithTask, rpc, taskCard } from '../records/record-helpers';

/** A painting record with its Painting task for Brightline Coatings (contractor.b's company). */
async function paintingTask(page: Parameters<typeof rpc>[0], title: string) {
  const listed = await rpc(page, 'sites/listCompanies', undefined);
  const companies = listed.body?.json as { id: string; name: string }[];
  const brightline = companies.find((c) => c.name === 'Brightline Coatings');
  expect(brightline, JSON.stringify(companies)).toBeTruthy();
  const created = await rpc(page, 'tasks/create', {
    craftType: 30,
    taskType: 60,
    newRecord: { title, locationId: null, craftDetails: {} },
    schedule: { choice: 'urgent', scheduledAt: null },
    assignedCompanyId: brightline?.id,
    title: `Painting - ${title}`,
    subscribe: false,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body?.json as { craftRecordId: string; taskId: string };
}

test.describe('waiting for a scaffold', () => {
  test('a painting task waiting for its scaffold cannot start until the installation completes', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    const scaffold = await createRecordWithTask(page, { title: `E2E rack ${stamp} scaffold` });
    const painting = await paintingTask(page, `E2E rack ${stamp} steel`);

    // Mark the painting task as needing the scaffold, through its card.
    await page.goto(`/craft-record/${painting.craftRecordId}/${painting.taskId}`);
    const card = taskCard(page, 'Open Tasks', `Painting - E2E rack ${stamp} steel`);
    await card.getByRole('button', { name: 'Needs scaffold' }).click();
    const picker = page.getByRole('dialog', { name: 'Needs scaffold' });
    await picker.getByRole('searchbox', { name: 'Search scaffolds' }).fill(`rack ${stamp}`);
    const option = picker.getByRole('button', { name: new RegExp(`E2E rack ${stamp} scaffold`) });
    await expect(option).toContainText('Not installed');
    await screenshot(page, `waiting-picker-1280`, { fullPage: false });
    await option.click();
    await expect(picker).toBeHidden();
    await expect(page.getByText('Scaffold linked')).toBeVisible();

    // It waits: the chip, the scaffold and why; Set In Progress is disabled with the reason.
    await expect(card.getByText('Waiting for scaffold')).toBeVisible();
    await expect(card.getByRole('link', { name: `E2E rack ${stamp} scaffold` })).toBeVisible();
    const start = card.getByRole('button', { name: 'Set In Progress' });
    await expect(start).toBeDisabled();
    await expect(start).toHaveAccessibleDescription(
      /This task is waiting for its scaffold: Not installed/,
    );
    await screenshot(page, `waiting-card-1280`);
    // The server refuses the start too, whatever the page shows.
    const refused = await rpc(page, 'tasks/setStatus', { taskId: painting.taskId, status: 40 });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('This task is waiting for its scaffold');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card.getByText('Waiting for scaffold')).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `waiting-card-390`);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The scaffold's installation is started and completed on its own card.
    await card.getByRole('link', { name: `E2E rack ${stamp} scaffold` }).click();
    await expect(page).toHaveURL(new RegExp(`/craft-record/${scaffold.craftRecordId}$`));
    await page.goto(`/craft-record/${scaffold.craftRecordId}/${scaffold.taskId}`);
    const installation = taskCard(page, 'Open Tasks', `Task - E2E rack ${stamp} scaffold`);
    await installation.getByRole('button', { name: 'Set In Progress' }).click();
    await expect(
      installation.getByRole('definition').filter({ hasText: /^In Progress/ }),
    ).toBeVisible();
    await installation.getByRole('button', { name: 'Set Complete' }).click();
    const complete = page.getByRole('dialog', { name: 'Set Complete' });
    await complete.getByRole('button', { name: 'Save' }).click();
    await expect(complete).toBeHidden();

    // Brightline's people hear that the scaffold is ready, with a link to the task.
    const mail = await waitForMail(DEMO.contractorB, /^Scaffold ready: Painting - E2E rack/);
    expect(mail.text).toContain(`/craft-record/${painting.craftRecordId}/${painting.taskId}`);

    // The painting task can now start.
    await page.goto(`/craft-record/${painting.craftRecordId}/${painting.taskId}`);
    await expect(card.getByRole('link', { name: `E2E rack ${stamp} scaffold` })).toBeVisible();
    await expect(card.getByText('Waiting for scaffold')).toHaveCount(0);
    await card.getByRole('button', { name: 'Set In Progress' }).click();
    await expect(card.getByRole('definition').filter({ hasText: /^In Progress/ })).toBeVisible();
  });

  test("the Compliance screen's Waiting tab lists the demo's tasks waiting for the pipe-rack scaffold", async ({
    page,
  }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/compliance?tab=waiting');
    const table = page.getByRole('table', { name: 'Tasks waiting for a scaffold' });
    const painting = table.getByRole('row').filter({ hasText: 'Painting - pipe rack 12 steel' });
    await expect(painting).toContainText('Brightline Coatings');
    await expect(painting).toContainText('(Tag WT-1201)');
    await expect(painting).toContainText('Not installed');
    await expect(
      table.getByRole('row').filter({ hasText: 'Insulation - pipe rack 12 lines' }),
    ).toContainText('Apex Scaffold Services');
    await screenshot(page, `waiting-list-1280`);

    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: 'Tasks waiting for a scaffold' });
    await expect(
      cards.getByRole('listitem').filter({ hasText: 'Painting - pipe rack 12 steel' }),
    ).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `waiting-list-390`);

    // The link opens the task on its record.
    await cards.getByRole('link', { name: 'Painting - pipe rack 12 steel' }).click();
    await expect(page).toHaveURL(/\/craft-record\/[^/]+\/[^/]+$/);
    await expect(page.getByText('Waiting for scaffold').first()).toBeVisible();
  });
});
