import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { choose, DEMO, expect, test } from '../../fixtures';
import { signInTo } from '../lists/list-helpers';

const run = promisify(execFile);

/** Generates a report of `type` from the Reports page and waits for its row to be Ready. */
async function generate(page: Page, type: string) {
  await page.getByRole('button', { name: 'Generate Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate report' });
  await choose(dialog, 'Report type', type);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const row = page.getByRole('table', { name: 'Generated reports' }).getByRole('row').nth(1);
  await expect(row).toContainText(type);
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

  test('the Open Tasks CSV starts with the task list’s column titles, no ids', async ({ page }) => {
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
      'Title,Status,Task Type,Craft,Scheduled,Location,Description,Assigned Company,Urgent,' +
        'Work Order,Created,Created By,Completed,Work Record,Checklist',
    );
  });
});
