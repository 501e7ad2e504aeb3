import type { Page } from '@playwright/test';
import { choose, DEMO, expect, signIn, signOut, test, waitForMail } from '../../fixtures';

const TASK_PARAMS = [
  'All',
  'Estimate Approval',
  'Awaiting Review',
  'Scheduled',
  'In Progress',
  'Urgent',
  'Inspection',
  'Backlog',
  'Completed',
];

/** The DEMO site's work types, in the site's order, with their codes. */
const DEMO_WORK_TYPES = [
  ['Scaffolding', 10],
  ['Insulation', 15],
  ['Waterblasting', 20],
  ['Painting', 30],
  ['Cleaning', 100],
] as const;

async function signInTo(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Opens a drawer sub-menu and returns its group of links. */
async function openGroup(page: Page, name: string) {
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('button', { name }).click();
  const group = navigation.getByRole('group', { name });
  await expect(group).toBeVisible();
  return group;
}

test.describe('navigation drawer', () => {
  test('gives the site admin every work record and task list, with Deleted', async ({ page }) => {
    await signInTo(page, DEMO.admin);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/home',
    );

    const records = await openGroup(page, 'Work Records');
    const recordLinks = records.getByRole('link');
    await expect(recordLinks).toHaveText([
      'All Open',
      ...DEMO_WORK_TYPES.map(([name]) => name),
      'Closed',
      'Deleted',
    ]);
    await expect(records.getByRole('link', { name: 'All Open' })).toHaveAttribute(
      'href',
      '/craft-list/all',
    );
    for (const [name, code] of DEMO_WORK_TYPES) {
      await expect(records.getByRole('link', { name })).toHaveAttribute(
        'href',
        `/craft-list/${code}`,
      );
    }
    await expect(records.getByRole('link', { name: 'Closed' })).toHaveAttribute(
      'href',
      '/craft-list/closed',
    );
    await expect(records.getByRole('link', { name: 'Deleted' })).toHaveAttribute(
      'href',
      '/craft-list-deleted',
    );

    const tasks = await openGroup(page, 'Tasks');
    await expect(tasks.getByRole('link')).toHaveText([...TASK_PARAMS, 'Deleted']);
    for (const param of TASK_PARAMS) {
      await expect(tasks.getByRole('link', { name: param, exact: true })).toHaveAttribute(
        'href',
        `/task-list/${encodeURIComponent(param)}`,
      );
    }
    await expect(tasks.getByRole('link', { name: 'Deleted' })).toHaveAttribute(
      'href',
      '/task-list-deleted',
    );

    // The entries lead to their screens.
    await records.getByRole('link', { name: 'Painting' }).click();
    await expect(page).toHaveURL(/\/craft-list\/30$/);
    await expect(page.getByRole('heading', { name: 'Painting Records', level: 1 })).toBeVisible();
    await tasks.getByRole('link', { name: 'In Progress' }).click();
    await expect(page).toHaveURL(/\/task-list\/In%20Progress$/);
    // Painting's list set the work type to Painting, and the task list says it filters by it.
    await expect(
      page.getByRole('heading', { name: 'In Progress Painting Tasks', level: 1 }),
    ).toBeVisible();
    await expect(tasks.getByRole('link', { name: 'In Progress' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('shows the contractor no Deleted lists', async ({ page }) => {
    await signInTo(page, DEMO.contractorA);
    const records = await openGroup(page, 'Work Records');
    await expect(records.getByRole('link', { name: 'All Open' })).toBeVisible();
    await expect(records.getByRole('link', { name: 'Closed' })).toBeVisible();
    await expect(records.getByRole('link', { name: 'Deleted' })).toHaveCount(0);
    const tasks = await openGroup(page, 'Tasks');
    await expect(tasks.getByRole('link')).toHaveText(TASK_PARAMS);
    await expect(tasks.getByRole('link', { name: 'Deleted' })).toHaveCount(0);
  });

  test('offers each entry only to who may use its screen', async ({ page }) => {
    const MONEY = ['Customers', 'Estimates', 'Invoices', 'Price Book'];
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    // Money screens are for plant personnel, site admins and the managing company's users.
    await signInTo(page, DEMO.contractorA);
    for (const name of MONEY) {
      await expect(navigation.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(navigation.getByRole('link', { name: 'Scheduling' })).toBeVisible();
    await page.goto('/pricebook');
    await expect(page.getByText('User does not have necessary permissions.')).toBeVisible();

    await signOut(page);
    await signInTo(page, DEMO.plant);
    for (const name of MONEY) {
      await expect(navigation.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('footer Mobile Apps leads to /download, where the Android link is sent', async ({
    page,
  }) => {
    await signInTo(page, DEMO.foreman);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Mobile Apps' })
      .click();
    await expect(page).toHaveURL(/\/download$/);
    await expect(page.getByRole('heading', { name: 'Mobile Apps', level: 1 })).toBeVisible();
    // No drawer and no header here.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

    const send = page.getByRole('button', { name: 'Send Download Link' });
    await expect(send).toBeDisabled();
    await page.getByRole('button', { name: 'Android' }).click();
    await expect(page.getByRole('button', { name: 'Android' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await send.click();
    // One send, one message.
    await expect(
      page.getByText('An email with the download instructions has been sent to your inbox.'),
    ).toBeVisible();
    await expect(page.getByText('Your download link has been sent.')).toHaveCount(0);
    const mail = await waitForMail(DEMO.foreman, /Craftwork for Android/);
    expect(mail.text).toContain('Android');

    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('opens from the menu button on a 390 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, DEMO.plant);
    const dashboardLink = page.getByRole('link', { name: 'Dashboard' });
    await expect(dashboardLink).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(dashboardLink).toBeVisible();
    const records = await openGroup(page, 'Work Records');
    await records.getByRole('link', { name: 'All Open' }).click();
    await expect(page).toHaveURL(/\/craft-list\/all$/);
    await expect(page.getByRole('heading', { name: /Records$/, level: 1 })).toBeVisible();
    // Choosing an entry closes the drawer again.
    await expect(dashboardLink).toBeHidden();
  });

  test('shows the applicant the approval wait and no drawer', async ({ page }) => {
    await signIn(page, DEMO.applicant);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Waiting for admin approval' })).toBeVisible();
    await expect(page.getByText('Site Key: DEMO')).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Work Type' })).toHaveCount(0);
  });
});

test.describe('work-type dropdown', () => {
  test('keeps the choice over a reload and resets it to all on sign-out', async ({ page }) => {
    await signInTo(page, DEMO.plant);
    const workType = page.getByRole('combobox', { name: 'Work Type' });
    await expect(workType).toHaveText('All Work Types');
    await workType.click();
    await expect(page.getByRole('option')).toHaveText([
      'All Work Types',
      ...DEMO_WORK_TYPES.map(([name]) => name),
    ]);
    await page.getByRole('option', { name: 'Painting' }).click();
    await expect(workType).toHaveText('Painting');
    // Not on a list: the user stays where they are.
    await expect(page).toHaveURL(/\/home$/);

    await page.reload();
    await expect(workType).toHaveText('Painting');

    await signOut(page);
    await signInTo(page, DEMO.plant);
    await expect(workType).toHaveText('All Work Types');
  });

  test("on a craft list, choosing a type goes to that type's list", async ({ page }) => {
    await signInTo(page, DEMO.plant);
    await page.goto('/craft-list/all');
    await expect(page.getByRole('heading', { name: /Records$/, level: 1 })).toBeVisible();
    await choose(page, 'Work Type', 'Insulation');
    await expect(page).toHaveURL(/\/craft-list\/15$/);
    await expect(page.getByRole('heading', { name: 'Insulation Records', level: 1 })).toBeVisible();
    await choose(page, 'Work Type', 'All Work Types');
    await expect(page).toHaveURL(/\/craft-list\/all$/);
    await expect(page.getByRole('heading', { name: /Records$/, level: 1 })).toBeVisible();
  });

  test('on a task list, choosing a type stays on the list', async ({ page }) => {
    await signInTo(page, DEMO.plant);
    await page.goto('/task-list/Urgent');
    await choose(page, 'Work Type', 'Scaffolding');
    await expect(page.getByRole('combobox', { name: 'Work Type' })).toHaveText('Scaffolding');
    await expect(page).toHaveURL(/\/task-list\/Urgent$/);
    await expect(
      page.getByRole('heading', { name: 'Urgent Scaffolding Tasks', level: 1 }),
    ).toBeVisible();
  });

  test('the list heading and the dropdown always say the same filter', async ({ page }) => {
    await signInTo(page, DEMO.plant);
    const workType = page.getByRole('combobox', { name: 'Work Type' });
    await choose(page, 'Work Type', 'Cleaning');

    // A type's list from the drawer sets the dropdown to that type.
    const records = await openGroup(page, 'Work Records');
    await records.getByRole('link', { name: 'Scaffolding' }).click();
    await expect(
      page.getByRole('heading', { name: 'Scaffolding Records', level: 1 }),
    ).toBeVisible();
    await expect(workType).toHaveText('Scaffolding');
    // All Open shows every type: the dropdown says all.
    await records.getByRole('link', { name: 'All Open' }).click();
    await expect(page.getByRole('heading', { name: 'All Open Records', level: 1 })).toBeVisible();
    await expect(workType).toHaveText('All Work Types');

    // A task list filtered by the dropdown names the filter in its heading.
    await choose(page, 'Work Type', 'Cleaning');
    await expect(page).toHaveURL(/\/craft-list\/100$/);
    const tasks = await openGroup(page, 'Tasks');
    await tasks.getByRole('link', { name: 'All', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'All Cleaning Tasks', level: 1 })).toBeVisible();
    await expect(workType).toHaveText('Cleaning');
    await choose(page, 'Work Type', 'All Work Types');
    await expect(page.getByRole('heading', { name: 'All Tasks', level: 1 })).toBeVisible();
  });
});
