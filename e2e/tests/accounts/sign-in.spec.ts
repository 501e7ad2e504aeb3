import { DEMO, expect, signIn, signOut, test } from '../../fixtures';

test.describe('start page', () => {
  test('shows the logo and moves to /login after 5 seconds', async ({ page }) => {
    const openedAt = Date.now();
    await page.goto('/');
    await expect(page.getByRole('img', { name: 'Craftwork logo' })).toBeVisible();
    await expect(page.getByText('Work Management Software')).toBeVisible();
    // The login form is not there yet: the start page only has the login look.
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);

    await page.waitForURL('**/login', { timeout: 15_000 });
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(5_000);
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  });
});

test.describe('login form', () => {
  test('keeps Login disabled until both fields are filled', async ({ page }) => {
    await page.goto('/login');
    const login = page.getByRole('button', { name: 'Login' });
    await expect(login).toBeDisabled();
    await page.getByLabel('Email').fill(DEMO.plant);
    await expect(login).toBeDisabled();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('anything');
    await expect(login).toBeEnabled();
    await page.getByLabel('Email').fill('');
    await expect(login).toBeDisabled();
  });

  test('says which field is required after an empty field is left', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Username is required.')).toHaveCount(0);
    await page.getByLabel('Email').focus();
    await page.getByRole('textbox', { name: 'Password', exact: true }).focus();
    await expect(page.getByText('Username is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toHaveCount(0);
    await page.getByLabel('Email').focus();
    await expect(page.getByText('Password is required.')).toBeVisible();

    await page.getByLabel('Email').fill(DEMO.plant);
    await expect(page.getByText('Username is required.')).toHaveCount(0);
  });

  test("shows the provider's message for a wrong password and stays on /login", async ({
    page,
  }) => {
    await signIn(page, DEMO.plant, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    // The loading flag is cleared: the user can try again at once.
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  test('show/hide toggle switches the password between hidden and visible', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('secret-word');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('secret-word');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('links to forgot password and create account', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.getByRole('link', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/create-user$/);
  });
});

test.describe('route guard', () => {
  test('sends a signed-out visitor of /user-info to /login and back after sign-in', async ({
    page,
  }) => {
    await page.goto('/user-info');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO.plant);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('craftwork-demo');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/user-info$/);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });

  test('sends a signed-in visitor of /login or / to /home', async ({ page }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('Sign Out goes to /login and a reload stays signed out', async ({ page }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await signOut(page);
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('404 page', () => {
  test('answers an unknown path with 404 Error and a link to the home page', async ({ page }) => {
    await signIn(page, DEMO.plant);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/no/such/screen');
    await expect(page.getByRole('heading', { name: '404 Error', level: 1 })).toBeVisible();
    await expect(page.getByText('The resource could not be found')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('shows the 404 page to signed-out visitors too', async ({ page }) => {
    await page.goto('/definitely-not-a-route');
    await expect(page.getByRole('heading', { name: '404 Error', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/home',
    );
  });
});
