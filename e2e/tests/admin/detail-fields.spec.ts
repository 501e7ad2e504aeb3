import type { Page } from '@playwright/test';
import { DEMO, expect, queryDatabase, signIn, test, screenshot } from '../../fixtures';
import { createRecordWithTask, setStatusViaApi, taskCard } from '../records/record-helpers';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The demo site's Scaffolding / Installation task fields as they were: the test puts them back,
 * so that later suites complete installations without the field it adds.
 */
const INSTALLATION_FIELDS = `customizations #> '{taskSpecificDetails,10,10}'`;
const DEMO_SITE = `(select default_site_key from users where email = '${DEMO.admin}')`;
let savedFields: unknown = null;

test.describe('detail fields', () => {
  test.beforeAll(async () => {
    const [row] = await queryDatabase<{ fields: unknown }>(
      `select ${INSTALLATION_FIELDS} as fields from sites where site_key = ${DEMO_SITE}`,
    );
    savedFields = row?.fields ?? null;
  });

  test.afterAll(async () => {
    await queryDatabase(
      savedFields === null
        ? `update sites set customizations = customizations #- '{taskSpecificDetails,10,10}' where site_key = ${DEMO_SITE}`
        : `update sites set customizations = jsonb_set(customizations, '{taskSpecificDetails,10,10}', $1::jsonb) where site_key = ${DEMO_SITE}`,
      savedFields === null ? [] : [JSON.stringify(savedFields)],
    );
  });

  test('the admin adds a required number field to Scaffolding / Installation tied to Complete, and the preview shows it', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/site-settings');
    await page.getByRole('tab', { name: 'Task detail fields' }).click();
    const section = page.getByRole('region', { name: 'Task detail fields' });
    await choose(page, 'Craft type', 'Scaffolding');
    await choose(page, 'Task type', 'Installation');
    await expect(
      section.getByRole('heading', { name: 'Fields of Scaffolding / Installation' }),
    ).toBeVisible();

    await section.getByRole('button', { name: 'Add field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add field' });
    await dialog.getByLabel('Title').fill('Deck Count');
    await dialog.getByLabel('Key').fill('deck count');
    await choose(page, 'Type', 'Number');
    await dialog.getByLabel('Required', { exact: true }).check();
    await page.getByRole('combobox', { name: 'On task status' }).click();
    await page.getByRole('option', { name: 'Complete', exact: true }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Done' }).click();
    // The key rule is the domain's, shown beside the key.
    await expect(dialog.getByText(/A key starts with a letter/)).toBeVisible();
    await dialog.getByLabel('Key').fill('deckCount');
    await screenshot(page, `detail-fields-dialog`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const preview = section.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('textbox', { name: 'Deck Count' })).toBeVisible();
    await expect(section.getByText('On Complete')).toBeVisible();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Detail fields saved.').last()).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save' })).toBeDisabled();

    const [site] = await queryDatabase<{ fields: { key: string; onTaskStatus?: number[] }[] }>(
      `select customizations->'taskSpecificDetails'->'10'->'10' as fields from sites
        where site_key = (select default_site_key from users where email = $1)`,
      [DEMO.admin],
    );
    expect(site?.fields.find((f) => f.key === 'deckCount')).toMatchObject({
      type: 'number',
      required: true,
      onTaskStatus: [90],
    });
    await screenshot(page, `detail-fields-desktop`);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, `detail-fields-375`);
    await page.setViewportSize({ width: 1280, height: 720 });

    // The status dialog asks for the new field when an installation is completed.
    const created = await createRecordWithTask(page, { craftType: 10, taskType: 10 });
    await setStatusViaApi(page, created.taskId, 40);
    await page.goto(`/craft-record/${created.craftRecordId}/${created.taskId}`);
    const card = taskCard(page, 'Open Tasks', `Task - ${created.title}`);
    await card.getByRole('button', { name: 'Set Complete' }).click();
    const statusDialog = page.getByRole('dialog', { name: 'Set Complete' });
    await statusDialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      statusDialog
        .getByRole('alert')
        .filter({ hasText: 'Please check the required field: Deck Count' }),
    ).toBeVisible();
    await statusDialog.getByRole('textbox', { name: /Deck Count/ }).fill('3');
    const keep = statusDialog.getByRole('radio', { name: 'Keep Open' });
    if (await keep.isVisible()) await keep.check();
    await statusDialog.getByRole('button', { name: 'Save' }).click();
    await expect(statusDialog).toBeHidden();
    await expect(page.getByText('Task status changed successfully.')).toBeVisible();
  });

  test('the craft detail fields editor reorders a craft type’s fields', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/site-settings?tab=craft-detail-fields');
    const section = page.getByRole('region', { name: 'Craft detail fields' });
    await choose(page, 'Craft type', 'Scaffolding');
    const list = section.getByRole('list', { name: 'Fields of Scaffolding' });
    await expect(list).toBeVisible();
    const titles = () => list.getByRole('listitem').locator('p:first-child').allTextContents();
    const before = await titles();
    expect(before.length).toBeGreaterThan(1);
    await list.getByRole('button', { name: `Move ${before[1]} up` }).click();
    expect((await titles()).slice(0, 2)).toEqual([before[1], before[0]]);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Detail fields saved.').last()).toBeVisible();
    await page.reload();
    await expect(list.getByRole('listitem').first()).toContainText(before[1]!);
    await screenshot(page, `craft-detail-fields-desktop`);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, `craft-detail-fields-375`);
  });
});
