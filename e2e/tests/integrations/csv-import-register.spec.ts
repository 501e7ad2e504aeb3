import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import {
  choose,
  databaseUrlOfServedApp,
  expect,
  queryDatabase,
  screenshot,
  signIn,
  test,
} from '../../fixtures';

/*
 * Issue 33: data no one here wrote. A public rail-asset register's shape (225 assets, saved by a
 * European spreadsheet with semicolons) and its work orders, imported into a site fresh from
 * `create-site`, with no field made by hand.
 */
const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../', import.meta.url));

async function adminCommand(args: string[]) {
  const { stdout } = await run('npx', ['tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: repo,
    env: { ...process.env, DATABASE_URL: await databaseUrlOfServedApp(), LOG_LEVEL: 'warn' },
  });
  return stdout;
}

const STATIONS = ['Łódź Kaliska', 'Gdańsk Główny', 'Kraków Płaszów'];
const TYPES = ['Signal gantry', 'Footbridge', 'Platform canopy', 'Cable trough', 'Retaining wall'];
const ASSETS = 225;
const UNICODE_NAME = 'Gerüst Nord – Łódź – Ø 48 – 足場 – Леса';
const assetId = (i: number) => `RA-${String(i + 1).padStart(4, '0')}`;
const assetName = (i: number, renamed = false) =>
  i === 0 ? UNICODE_NAME : `${TYPES[i % TYPES.length]} ${i + 1}${renamed ? ' (rebuilt)' : ''}`;

/** A cell for a semicolon file, quoted when it must be. */
const cell = (v: string, sep: string) =>
  v.includes(sep) || /["\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
const table = (rows: string[][], sep: string) =>
  rows.map((r) => r.map((v) => cell(v, sep)).join(sep)).join('\r\n') + '\r\n';

/** The register, made the same every run: rows 10, 20 and 30 renamed when `renamed`. */
function register(renamed = false) {
  const header = ['Asset ID', 'Name', 'Type', 'Location', 'Parent ID', 'Length (m)', 'Built'];
  const rows = Array.from({ length: ASSETS }, (_, i) => [
    assetId(i),
    assetName(i, renamed && [9, 19, 29].includes(i)),
    TYPES[i % TYPES.length] ?? '',
    STATIONS[i % STATIONS.length] ?? '',
    i % 15 === 0 ? '' : assetId(i - (i % 15)),
    `${(i % 40) + 2},5`,
    String(1960 + (i % 60)),
  ]);
  return table([header, ...rows], ';');
}

/** Its 35 work orders: done in 2024-2025, before the site existed. */
function workOrders(company: string) {
  const header = ['WO Number', 'Asset ID', 'Type', 'Contractor', 'Due date', 'Status'];
  const rows = Array.from({ length: 35 }, (_, i) => [
    `WO-${7000 + i}`,
    assetId(i * 6),
    i % 2 === 0 ? 'Inspection' : 'Modification',
    company,
    `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
    'Completed',
  ]);
  return table([header, ...rows], ',');
}

async function chooseFile(page: Page, name: string, text: string) {
  await page.getByLabel('Choose CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
}

async function importChecked(page: Page, dialogText: string | RegExp) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: /^Import / });
  await expect(confirm).toContainText(dialogText);
  await confirm.getByRole('button', { name: 'Import' }).click();
}

test.describe('importing a public asset register into a new site', () => {
  test.setTimeout(240_000);

  test('records with values for every row, again skipped, then updated, then completed work orders', async ({
    page,
  }) => {
    const id = Date.now().toString(36).slice(-6).toUpperCase();
    const siteKey = `RAIL${id}`;
    const adminEmail = `rail.admin.${id.toLowerCase()}@craftwork.test`;
    const password = `Rail-pass-${id}`;
    const company = `Apex Rail Scaffolding ${id}`;
    expect(
      await adminCommand([
        'create-site',
        siteKey,
        'Rail Works',
        '--admin',
        adminEmail,
        '--password',
        password,
      ]),
    ).toContain(`Created site ${siteKey}`);
    // The stations and the contractor, as the admin would add them on their screens.
    for (const title of STATIONS)
      await queryDatabase('insert into locations (id, site_key, title) values ($1, $2, $3)', [
        randomUUID(),
        siteKey,
        title,
      ]);
    await queryDatabase(
      'insert into companies (id, site_key, name, craft_types) values ($1, $2, $3, $4)',
      [randomUUID(), siteKey, company, [10]],
    );
    const titles = async () =>
      (
        await queryDatabase<{ tag: string; title: string }>(
          'select tag_number as tag, title from craft_records where site_key = $1 and deleted_at is null order by tag_number',
          [siteKey],
        )
      ).map((r) => [r.tag, r.title]);

    await signIn(page, adminEmail, password);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/integrations?tab=import');
    await expect(page.getByRole('heading', { name: 'Import from a spreadsheet' })).toBeVisible();

    // The semicolons are detected; the proposals know the register's headers.
    await chooseFile(page, 'register.csv', register());
    await expect(page.getByRole('heading', { name: 'register.csv: 225 rows' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Columns separated by' })).toHaveText(
      'Semicolon (;) (detected)',
    );
    const columns = page.getByRole('table', { name: 'Columns of the file' });
    for (const [header, field] of [
      ['Asset ID', 'Tag number'],
      ['Name', 'Title (required)'],
      ['Location', 'Location'],
      ['Type', 'Skip this column'],
      ['Parent ID', 'Skip this column'],
    ] as const)
      await expect(columns.getByRole('combobox', { name: `Field for ${header}` })).toHaveText(
        field,
      );
    await expect(page.getByText('Choose a column or a value for every row')).toContainText(
      'Craft type',
    );

    // No craft type or company column: one value for every row.
    const every = page.getByRole('region', { name: 'Same value for every row' });
    await choose(every, 'Field', 'Craft type (required)');
    await every.getByRole('textbox', { name: 'Value for every row' }).fill('Scaffolding');
    await every.getByRole('button', { name: 'Add value' }).click();
    await choose(every, 'Field', 'Company');
    await every.getByRole('textbox', { name: 'Value for every row' }).fill(company);
    await every.getByRole('button', { name: 'Add value' }).click();
    await expect(every.getByRole('list', { name: 'Values for every row' })).toContainText(
      'Craft type: Scaffolding',
    );
    await screenshot(page, 'register-1-mapped-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'register-1-mapped-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(
      page.getByText('225 rows ready to import: 225 craft records to create.'),
    ).toBeVisible();
    await importChecked(page, '225 craft records will be created on this site.');
    await expect(
      page.getByRole('status').filter({ hasText: '225 craft records created.' }),
    ).toBeVisible();
    const created = await titles();
    expect(created).toHaveLength(225);
    expect(created[0]).toEqual(['RA-0001', UNICODE_NAME]);

    // The same file again, skipping existing records: nothing is created, and each line says so.
    await chooseFile(page, 'register.csv', register());
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(
      page.getByText('225 rows ready to import: 0 craft records to create, 225 to skip.'),
    ).toBeVisible();
    await importChecked(page, 'Nothing will be created or changed');
    await expect(
      page.getByRole('status').filter({ hasText: '0 craft records created, 225 skipped.' }),
    ).toBeVisible();
    const lines = page.getByRole('list', { name: 'Lines' }).getByRole('listitem');
    await expect(lines).toHaveCount(225);
    await expect(lines.first()).toHaveText('Line 2: tag number RA-0001 is on the site: skipped.');
    await expect(lines.last()).toHaveText('Line 226: tag number RA-0225 is on the site: skipped.');
    expect(await titles()).toEqual(created);
    await screenshot(page, 'register-2-skipped-1280');

    // A re-sync with three renamed assets, updating: only those three change.
    await chooseFile(page, 'register.csv', register(true));
    await page.getByRole('radio', { name: 'Update existing records' }).check();
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(
      page.getByText(
        '225 rows ready to import: 0 craft records to create, 3 to update, 222 unchanged.',
      ),
    ).toBeVisible();
    await importChecked(page, '0 craft records will be created and 3 updated on this site.');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: '0 craft records created, 3 updated, 222 unchanged.' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Lines' }).getByRole('listitem').nth(9)).toHaveText(
      'Line 11: tag number RA-0010 is on the site: updated.',
    );
    const updated = await titles();
    expect(updated.filter(([, title]) => title?.endsWith('(rebuilt)'))).toEqual([
      ['RA-0010', 'Retaining wall 10 (rebuilt)'],
      ['RA-0020', 'Retaining wall 20 (rebuilt)'],
      ['RA-0030', 'Retaining wall 30 (rebuilt)'],
    ]);

    // Its work orders, due in the past and done: imported as completed, with their dates.
    await page.getByRole('radio', { name: 'Tasks' }).check();
    await chooseFile(page, 'work-orders.csv', workOrders(company));
    await expect(page.getByRole('heading', { name: 'work-orders.csv: 35 rows' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Columns separated by' })).toHaveText(
      'Comma (,) (detected)',
    );
    await expect(page.getByRole('combobox', { name: 'Field for Status' })).toHaveText('Status');
    await expect(page.getByRole('combobox', { name: 'Field for Due date' })).toHaveText(
      'Scheduled date',
    );
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByText('35 rows ready to import.')).toBeVisible();
    await importChecked(page, '35 tasks will be created on this site.');
    await expect(page.getByRole('status').filter({ hasText: '35 tasks imported.' })).toBeVisible();
    const done = await queryDatabase<{ status: number; due: string; completed: string }>(
      `select task_status as status, to_char(timestamp_scheduled, 'YYYY-MM-DD') as due,
         to_char(timestamp_task_completed, 'YYYY-MM-DD') as completed
       from tasks where site_key = $1 order by work_order`,
      [siteKey],
    );
    expect(done).toHaveLength(35);
    expect(done.every((t) => t.status === 90 && t.completed === t.due)).toBe(true);
    expect(done[0]).toMatchObject({ due: '2025-01-01' });
  });
});
