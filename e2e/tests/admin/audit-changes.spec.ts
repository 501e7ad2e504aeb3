import { choose, DEMO, expect, signIn, test } from '../../fixtures';
import { DEMO_TIME_ZONE } from '../lists/list-helpers';
import { rpc } from '../records/record-helpers';

/** An instant as the lists show it: MM/DD/YYYY hh:mm A on the demo site's clock. */
function listDateTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: DEMO_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

test('the audit log shows a change’s times as the app shows dates, whole in its column', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/home$/);
  const name = `E2E audit token ${Date.now().toString(36)}`;
  const created = await rpc(page, 'apiTokens/create', { name, scope: 'read', expiresInDays: 90 });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const { expiresAt } = created.body?.json as { expiresAt: string };

  await page.goto('/admin/audit-log');
  await choose(page, 'Area', 'API tokens');
  await page.getByRole('searchbox', { name: /Search/ }).fill(name);
  const row = page
    .getByRole('grid', { name: 'Audit Log' })
    .getByRole('row')
    .filter({ hasText: name });
  const changes = row.getByRole('gridcell').last();
  await expect(changes).toContainText(`expiresAt: — → ${listDateTime(expiresAt)}`);
  await expect(changes).not.toContainText(expiresAt.slice(0, 10));
  // Every line of the change is inside its cell: nothing cut off at the right or the bottom.
  const clipped = await changes.evaluate((cell) => {
    const cellBox = cell.getBoundingClientRect();
    return [...cell.querySelectorAll('div')].some((line) => {
      const box = line.getBoundingClientRect();
      return (
        box.right > cellBox.right + 1 ||
        box.bottom > cellBox.bottom + 1 ||
        line.scrollWidth > line.clientWidth + 1
      );
    });
  });
  expect(clipped).toBe(false);
});
