import {
  createAccount,
  expect,
  fillCreateAccountForm,
  linkIn,
  newAccount,
  signIn,
  signOut,
  test,
  waitForMail,
} from '../../fixtures';

const VERIFY_BANNER = /Please verify your email address/;

test.describe('create account', () => {
  test('validates the form, creates the account and lands on /user-info', async ({ page }) => {
    const account = newAccount('Casey Create');
    await page.goto('/create-user');
    await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible();
    const create = page.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();

    // A field left empty says so.
    await page.getByLabel('Full Name').focus();
    await page.getByLabel('Email').focus();
    await expect(page.getByText('This field is required.')).toHaveCount(1);

    await fillCreateAccountForm(page, { ...account, phone: '' });
    await expect(create).toBeDisabled();
    await page.getByLabel('Phone').fill(account.phone);
    await expect(create).toBeEnabled();
    await expect(page.getByText('This field is required.')).toHaveCount(0);

    // The confirmation must equal the password.
    await page
      .getByRole('textbox', { name: 'Confirm Password', exact: true })
      .fill(`${account.password}x`);
    await page.getByLabel('Phone').focus();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expect(create).toBeDisabled();
    await page
      .getByRole('textbox', { name: 'Confirm Password', exact: true })
      .fill(account.password);
    await expect(page.getByText('Passwords do not match.')).toHaveCount(0);
    await expect(create).toBeEnabled();

    await create.click();
    await expect(page).toHaveURL(/\/user-info$/);
    await expect(
      page.getByText('Account created! A verification email has been sent to your inbox.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'User Info' })).toContainText(account.email);
    await expect(page.getByText(VERIFY_BANNER)).toBeVisible();
  });

  test('says what is wrong with the e-mail and the password before sending, next to the field', async ({
    page,
  }) => {
    const account = newAccount('Wren Wrong');
    await page.goto('/create-user');
    await expect(page.getByText('At least 8 characters.')).toBeVisible();
    await fillCreateAccountForm(page, { ...account, email: 'wren.example.com', password: 'short' });
    await page.getByRole('button', { name: 'Create' }).click();

    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
    await expect(page).toHaveURL(/\/create-user$/);
    // Nothing was sent: no raw provider message anywhere.
    await expect(page.getByText(/\[body\.|too short/i)).toHaveCount(0);
  });

  test('stops each field at its length limit', async ({ page }) => {
    await page.goto('/create-user');
    const limits: [string, number][] = [
      ['Full Name', 100],
      ['Email', 254],
      ['Company Name', 100],
      ['Department', 100],
      ['Job Title', 100],
      ['Phone', 32],
    ];
    for (const [label, max] of limits) {
      const field = page.getByLabel(label, { exact: false }).first();
      await field.fill('7'.repeat(max + 50));
      await expect(field).toHaveValue('7'.repeat(max));
    }
  });

  test('when the sign-in after creating the account fails, the user is sent to sign in', async ({
    page,
  }) => {
    const account = newAccount('Sid Signin');
    // The account is created; the sign-in that follows fails (a passing server hiccup).
    await page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Service unavailable' }),
      }),
    );
    await page.goto('/create-user');
    await fillCreateAccountForm(page, account);
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText('Account created. Please sign in.');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);

    await page.unroute('**/api/auth/sign-in/email');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('verifies the e-mail address from the link in the verification e-mail', async ({ page }) => {
    const account = newAccount('Vera Verify');
    await createAccount(page, account);
    await expect(page.getByText(VERIFY_BANNER)).toContainText(account.email);

    const mail = await waitForMail(account.email, /Verify your Craftwork e-mail address/);
    await page.goto(linkIn(mail.text, '/verify-email'));
    await expect(page.getByText('Your email address has been verified.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Welcome', level: 1 })).toBeVisible();
    await expect(page.getByText(VERIFY_BANNER)).toHaveCount(0);
    await page.goto('/user-info');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByText(VERIFY_BANNER)).toHaveCount(0);
  });
});

test.describe('passwords', () => {
  test('forgot password: the reset link sets a new password that signs in', async ({ page }) => {
    const account = newAccount('Reese Reset');
    await createAccount(page, account);
    await signOut(page);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email').fill(account.email);
    await submit.click();
    await expect(
      page.getByText('An email with a password reset link has been sent to your inbox.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    const mail = await waitForMail(account.email, /Reset your Craftwork password/);
    await page.goto(linkIn(mail.text, '/reset-password'));
    await expect(page.getByRole('heading', { name: 'Reset Password', level: 1 })).toBeVisible();
    const newPassword = `${account.password}-new`;
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Password Changed successful.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await signIn(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/home$/);
    await signOut(page);

    // The link is spent: opening it again says so and offers a new one.
    await page.goto(linkIn(mail.text, '/reset-password'));
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('another-pass-1');
    await page
      .getByRole('textbox', { name: 'Confirm Password', exact: true })
      .fill('another-pass-2');
    await page.getByRole('textbox', { name: 'New Password', exact: true }).focus();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Confirm Password', exact: true })
      .fill('another-pass-1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This password reset link has expired or has already been used.',
    );
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('change password: a wrong current password is refused, the right one works', async ({
    page,
  }) => {
    const account = newAccount('Charlie Change');
    await createAccount(page, account);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole('heading', { name: 'Change Password', level: 1 })).toBeVisible();

    const current = page.getByRole('textbox', { name: 'Current Password', exact: true });
    const next = page.getByRole('textbox', { name: 'New Password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm Password', exact: true });
    const submit = page.getByRole('button', { name: 'Submit' });
    const newPassword = `${account.password}-changed`;

    await expect(submit).toBeDisabled();
    await current.fill('not-my-password');
    await next.fill(newPassword);
    await confirm.fill(`${newPassword}!`);
    await current.focus();
    await expect(page.getByText("Confirm Password doesn't match New Password.")).toBeVisible();
    await expect(submit).toBeDisabled();
    await confirm.fill(newPassword);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Current Password was incorrect.')).toBeVisible();

    await current.fill(account.password);
    await submit.click();
    await expect(page.getByText('Password Changed successful.')).toBeVisible();
    await expect(current).toHaveValue('');

    await signOut(page);
    await signIn(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/home$/);
  });
});
