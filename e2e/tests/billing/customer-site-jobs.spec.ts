import {
  applyToSite,
  choose,
  createAccount,
  DEMO,
  expect,
  newAccount,
  queryDatabase,
  signIn,
  test,
} from '../../fixtures';

/** Issue 32, items 5 and 6: Job wording and ways around a customer-classified site. */
test.describe('a customer site speaks of Jobs and can be got around', () => {
  test('the Job and task lists use the Job wording', async ({ page }) => {
    await signIn(page, DEMO.northAdmin);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/customers-work-record-list/all');
    await expect(page.getByRole('heading', { level: 1, name: 'All Open Jobs' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search Jobs' })).toHaveAttribute(
      'placeholder',
      'Search Jobs...',
    );
    await expect(page.getByRole('link', { name: 'Create Job' })).toHaveAttribute(
      'href',
      '/create-customer-task',
    );
    await expect(page.getByRole('main').getByText(/Records/)).toHaveCount(0);

    await page.goto('/customers-work-record-list/closed');
    await expect(page.getByRole('heading', { level: 1, name: 'Closed Jobs' })).toBeVisible();

    await page.goto('/customers-task-list/All');
    await expect(page.getByRole('heading', { level: 1, name: 'All Tasks' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Job' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Task' })).toHaveCount(0);
  });

  test('its dashboard leads to the lists, customers, estimates and invoices', async ({ page }) => {
    await signIn(page, DEMO.northAdmin);
    await expect(page).toHaveURL(/\/home$/);
    // The drawer stays hidden on a customer site (spec part 1); the dashboard leads on instead.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Site navigation' });
    const jobs = nav.getByRole('region', { name: 'Jobs' });
    await expect(jobs.getByRole('link', { name: 'All Open' })).toHaveAttribute(
      'href',
      '/customers-work-record-list/all',
    );
    await expect(
      nav.getByRole('region', { name: 'Tasks' }).getByRole('link', { name: 'All' }),
    ).toHaveAttribute('href', '/customers-task-list/All');
    for (const [name, href] of [
      ['Customers', '/customers'],
      ['Estimates', '/estimates'],
      ['Invoices', '/invoices'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await nav.getByRole('link', { name: 'Invoices', exact: true }).click();
    await expect(page).toHaveURL(/\/invoices$/);
    // With no drawer, the header leads back to the dashboard from any screen.
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await jobs.getByRole('link', { name: 'All Open' }).click();
    await expect(page).toHaveURL(/\/customers-work-record-list\/all$/);
  });

  test("a Job's page speaks of the Job and offers New Task, which starts on that Job", async ({
    page,
  }) => {
    const [job] = await queryDatabase<{ id: string; title: string; craft_type: number }>(
      `select r.id, r.title, r.craft_type from craft_records r join sites s using (site_key)
        where s.customizations->>'siteClassification' = 'customers' and r.deleted_at is null
        order by r.timestamp_record_created limit 1`,
    );
    if (!job) throw new Error('no Job on the customer site');
    await signIn(page, DEMO.northAdmin);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(`/work-record-and-tasks/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    // The page speaks of the Job, as every screen of the site does.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Job' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Job?' });
    await expect(confirm).toContainText('This Job and its tasks will be deleted. Continue?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await page.getByRole('link', { name: 'New Task' }).click();
    await expect(page).toHaveURL(new RegExp(`/create-task/${job.craft_type}/${job.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Task Type' })).toBeVisible();
  });
});

test.describe('a customer site member who does not see money', () => {
  test('is led to the Job and task lists, never to customers, estimates or invoices', async ({
    page,
    browser,
  }) => {
    const [site] = await queryDatabase<{ key: string }>(
      'select default_site_key as key from users where email = $1',
      [DEMO.northAdmin],
    );
    if (!site) throw new Error('no customer site');
    const account = newAccount('Fran Foreman');
    await createAccount(page, account);
    await applyToSite(page, site.key);
    await expect(page.getByRole('heading', { name: 'Waiting for admin approval' })).toBeVisible();

    // The customer site's admin approves them as a Foreman of a contractor: no money.
    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await signIn(admin, DEMO.northAdmin);
      await expect(admin).toHaveURL(/\/home$/);
      await admin.goto('/admin/user-management');
      const card = admin
        .getByRole('list', { name: 'Users waiting for approval' })
        .getByRole('listitem')
        .filter({ has: admin.getByRole('heading', { name: account.displayName, exact: true }) });
      await choose(card, 'Role', 'Foreman');
      await choose(card, 'Company', 'Northern Access Ltd');
      await card.getByRole('button', { name: `Approve ${account.displayName}` }).click();
      await admin
        .getByRole('dialog', { name: 'Approve user' })
        .getByRole('button', { name: 'Approve' })
        .click();
      await expect(admin.getByText(`${account.displayName} approved.`)).toBeVisible();
    } finally {
      await adminContext.close();
    }

    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Site navigation' });
    await expect(
      nav.getByRole('region', { name: 'Jobs' }).getByRole('link', { name: 'All Open' }),
    ).toHaveAttribute('href', '/customers-work-record-list/all');
    for (const name of ['Customers', 'Estimates', 'Invoices', 'Price Book']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
  });
});
