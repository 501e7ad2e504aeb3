import type { Page } from '@playwright/test';
import { DEMO, expect, horizontalOverflow, signIn, test, screenshot } from '../../fixtures';
import { seriousViolations } from '../a11y/axe';

/** Unique to this run: the journeys share one database with every other spec. */
const RUN = Date.now().toString(36).toUpperCase();
const TAG = (n: number, run = RUN) => `IMP-${run}-${n}`;
const TITLE = (n: number, run = RUN) => `Imported rack ${run} ${n}`;

/** A CSV cell quoted when it must be. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csv = (rows: string[][]) => rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';

const RECORD_HEADER = ['Title', 'Craft type', 'Location', 'Company', 'Tag Number'];
/** Three records; `run` keeps a test's tag numbers apart from those another test imported. */
const recordsCsv = (secondLocation: string, run = RUN) =>
  csv([
    RECORD_HEADER,
    [TITLE(1, run), 'Scaffolding', 'Crude Unit 1', 'Apex Scaffold Services', TAG(1, run)],
    [TITLE(2, run), 'Scaffolding', secondLocation, '', TAG(2, run)],
    [TITLE(3, run), 'Scaffolding', 'Boiler House', 'Apex Scaffold Services', TAG(3, run)],
  ]);
const tasksCsv = () =>
  csv([
    ['Tag number', 'Task type', 'Assigned company', 'Title'],
    [TAG(1), 'Modification', 'Apex Scaffold Services', `Add a deck ${RUN}`],
    [TAG(3), 'Removal', 'Apex Scaffold Services', ''],
  ]);

/** The file input, found by its label as a screen reader announces it, given a file in memory. */
async function chooseFile(page: Page, name: string, text: string) {
  await page.getByLabel('Choose CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
}

async function openImport(page: Page) {
  await page.goto('/user-info');
  await page
    .getByRole('list', { name: 'Admin Options' })
    .getByRole('link', { name: 'Integrations' })
    .click();
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Import' }).click();
  await expect(page).toHaveURL(/tab=import/);
  await expect(page.getByRole('heading', { name: 'Import from a spreadsheet' })).toBeVisible();
}

test.describe('CSV import', () => {
  test('a site admin imports craft records after fixing a bad row, then tasks onto them', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await openImport(page);
    await page.getByRole('radio', { name: 'Craft records' }).check();

    // The template downloads with the site's field labels as its header.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download template (craft records)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Craft records import template.csv');
    const template = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(template).toContain('Title,Craft type,Description,Location,Company,Asset number');
    expect(template).toContain('Tag Number');
    // The file input is the next stop after the template, by keyboard.
    await page.getByRole('button', { name: 'Download template (craft records)' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Choose CSV file')).toBeFocused();
    await screenshot(page, `1-empty-1280`);

    // A file with one bad row: its columns are proposed, the check names the line and reason.
    await chooseFile(page, 'records.csv', recordsCsv('North Yard'));
    await expect(page.getByRole('heading', { name: 'records.csv: 3 rows' })).toBeVisible();
    const columns = page.getByRole('table', { name: 'Columns of the file' });
    await expect(columns.getByRole('combobox', { name: 'Field for Title' })).toHaveText(
      'Title (required)',
    );
    await expect(columns.getByRole('combobox', { name: 'Field for Tag Number' })).toHaveText(
      'Tag Number',
    );
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByText('1 row has problems')).toBeVisible();
    const problems = page.getByRole('list', { name: 'Problems' });
    await expect(problems.getByRole('listitem')).toHaveText([
      /^Line 3: Location "North Yard" does not exist\.Column: Location$/,
    ]);
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await screenshot(page, `2-problems-1280`);
    // The tab with its mapping and problems passes the accessibility walk's WCAG checks.
    expect(await seriousViolations(page, { include: '[role="tabpanel"]' })).toEqual([]);

    // Nothing was created: the run checks every row again and refuses the whole file.
    await page.goto('/craft-list/all');
    const search = page.getByRole('searchbox', { name: 'Search Craft Records' });
    await search.fill(RUN);
    await expect(page.getByText('No rows')).toBeVisible();

    // The fixed file, chosen again, checks clean and imports after confirming.
    await openImport(page);
    await chooseFile(page, 'records.csv', recordsCsv('Crude Unit 2'));
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(
      page.getByText('3 rows ready to import: 3 craft records to create.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Import craft records?' });
    await expect(confirm).toContainText('3 craft records will be created on this site.');
    await confirm.getByRole('button', { name: 'Import' }).click();
    const done = page.getByRole('status').filter({ hasText: '3 craft records created.' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await screenshot(page, `3-done-1280`);

    // The imported records are in the craft record list.
    await done.getByRole('link', { name: 'Open the craft record list' }).click();
    await expect(page).toHaveURL(/\/craft-list\/all$/);
    await page.getByRole('searchbox', { name: 'Search Craft Records' }).fill(RUN);
    await expect(page.getByRole('gridcell', { name: TITLE(2) })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: TITLE(1) })).toBeVisible();

    // Tasks name their records by tag number.
    await openImport(page);
    await page.getByRole('radio', { name: 'Tasks' }).check();
    await chooseFile(page, 'tasks.csv', tasksCsv());
    await expect(page.getByRole('heading', { name: 'tasks.csv: 2 rows' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Field for Tag number' })).toHaveText(
      'Craft record tag number (required)',
    );
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByText('2 rows ready to import.')).toBeVisible();
    await screenshot(page, `4-tasks-checked-1280`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Import tasks?' })
      .getByRole('button', { name: 'Import' })
      .click();
    const tasksDone = page.getByRole('status').filter({ hasText: '2 tasks imported.' });
    await expect(tasksDone).toBeVisible();
    await tasksDone.getByRole('link', { name: 'Open the task list' }).click();
    await expect(page).toHaveURL(/\/task-list\/All$/);
    await page.getByRole('searchbox', { name: 'Search Tasks' }).fill(`Add a deck ${RUN}`);
    await expect(page.getByRole('gridcell', { name: `Add a deck ${RUN}` })).toBeVisible();
  });

  test('fits a phone: the mapping and the problems read without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/integrations?tab=import');
    await expect(page.getByRole('heading', { name: 'Import from a spreadsheet' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `1-empty-390`);

    await chooseFile(
      page,
      `a-long-file-name-from-the-site-office-${RUN}.csv`,
      // Tag numbers of its own: the first journey imported RUN's, which a check skips unread.
      recordsCsv('Nowhere', `${RUN}P`),
    );
    // The file is read and its columns mapped before it can be checked.
    await expect(
      page.getByRole('heading', {
        name: `a-long-file-name-from-the-site-office-${RUN}.csv: 3 rows`,
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByRole('list', { name: 'Problems' }).getByRole('listitem')).toHaveText([
      /^Line 3: Location "Nowhere" does not exist\./,
    ]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `2-problems-390`);
  });

  test('a user who is not a site admin is refused the Import tab', async ({ page }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/integrations?tab=import');
    await expect(page.getByText('User does not have necessary permissions.')).toBeVisible();
    await expect(page.getByLabel('Choose CSV file')).toHaveCount(0);
  });
});
