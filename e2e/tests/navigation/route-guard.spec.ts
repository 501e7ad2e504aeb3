import { DEMO, DEMO_PASSWORD, expect, signIn, test } from '../../fixtures';

test.describe('route guard', () => {
  test('a signed-in user opening /login goes to /home, not to a route remembered earlier', async ({
    page,
    context,
  }) => {
    // Signed out, this tab is sent from a task list to /login, which remembers the list.
    await page.goto('/task-list/Urgent');
    await expect(page).toHaveURL(/\/login$/);

    // The user signs in in another tab instead …
    const other = await context.newPage();
    await signIn(other, DEMO.plant, DEMO_PASSWORD);
    await expect(other).toHaveURL(/\/home$/);

    // … and later opens /login here: the spec sends a signed-in visitor to /home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('aria-current', 'page');
    // The remembered route was for that sign-in only: it is forgotten, not kept for later.
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('/create-task reloaded while the server answers slowly stays on the wizard', async ({
    page,
  }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/create-task');
    await expect(page.getByRole('heading', { name: 'Craft Type', level: 2 })).toBeVisible();

    // Every RPC answer (the session among them) now takes 400 ms longer.
    await page.route('**/rpc/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Craft Type', level: 2 })).toBeVisible();
      await expect(page).toHaveURL(/\/create-task$/);
    }
  });
});
