import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import {
  choose,
  DEMO,
  expect,
  horizontalOverflow,
  screenshot,
  SCREENS_DIR,
  test,
} from '../../fixtures';
import { signInTo } from '../lists/list-helpers';

const run = promisify(execFile);

/**
 * Generates a report of `type` from the Reports page (after `choices`, made in its dialog) and
 * waits for its row to be Ready.
 */
async function generate(
  page: Page,
  type: string,
  choices: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => {},
) {
  await page.getByRole('button', { name: 'Generate Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate report' });
  await choose(dialog, 'Report type', type);
  await choices(dialog);
  // The new report's row, by the id Generate answers: until the list refetches, its first row
  // is an earlier report, perhaps of the same type (another journey's, with other columns).
  const [generated] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/rpc/reports/generateReport')),
    dialog.getByRole('button', { name: 'Generate' }).click(),
  ]);
  const { json } = (await generated.json()) as { json: { id: string } };
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const row = page
    .getByRole('table', { name: 'Generated reports' })
    .getByRole('row')
    .filter({ has: page.locator(`a[href*="/api/reports/${json.id}/"]`) });
  await expect(row).toContainText(type, { timeout: 90_000 });
  await expect(row.getByText('Ready', { exact: true }).filter({ visible: true })).toBeVisible({
    timeout: 90_000,
  });
  return row;
}

/** The downloaded file behind a link. */
async function download(page: Page, link: ReturnType<Page['getByRole']>): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return file.path();
}

test.describe('report columns', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInTo(page, DEMO.admin);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  });

  test('the Standing Scaffolds PDF prints every column header whole', async ({ page }) => {
    test.setTimeout(150_000);
    const row = await generate(page, 'Standing Scaffolds');
    const pdf = await download(
      page,
      row.getByRole('link', { name: /^Download PDF of Standing Scaffolds/ }),
    );
    const { stdout } = await run('pdftotext', ['-layout', '-f', '1', '-l', '1', pdf, '-']);
    expect(stdout).toMatch(
      /Tag Number\s+Title\s+Location\s+Company\s+Installed\s+# Days Standing\s+Last Inspection/,
    );
    expect(stdout).not.toContain('\u2026');
  });

  test('the Open Tasks CSV holds the default eight of the task list’s column titles, no ids', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const row = await generate(page, 'Open Tasks');
    const csv = await download(
      page,
      row.getByRole('link', { name: /^Download CSV of Open Tasks/ }),
    );
    const [header] = readFileSync(csv, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/);
    expect(header).toBe(
      'Title,Status,Task Type,Scheduled,Location,Assigned Company,Completed,Work Record',
    );
  });

  test('the Open Tasks PDF shows the columns chosen, on a landscape page as chosen', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const row = await generate(page, 'Open Tasks', async (dialog) => {
      const columns = dialog.getByRole('combobox', { name: 'PDF columns' });
      await expect(columns).toHaveText('Default columns');
      await columns.click();
      for (const name of ['Title', 'Status', 'Description'])
        await page.getByRole('option', { name, exact: true }).click();
      await page.keyboard.press('Escape');
      await expect(columns).toHaveText('3 selected');
      await choose(dialog, 'Page orientation', 'Landscape');
      if (SCREENS_DIR) {
        await screenshot(page, 'report-columns-1280', { fullPage: false });
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, 'report-columns-390', { fullPage: false });
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    });
    const pdf = await download(
      page,
      row.getByRole('link', { name: /^Download PDF of Open Tasks/ }),
    );
    const { stdout: info } = await run('pdfinfo', [pdf]);
    expect(info).toMatch(/Page size:\s+792 x 612 pts/);
    const { stdout } = await run('pdftotext', ['-layout', '-f', '1', '-l', '1', pdf, '-']);
    expect(stdout).toMatch(/^ *Title +Status +Description *$/m);
    expect(stdout).not.toContain('Assigned Company');
  });
});
