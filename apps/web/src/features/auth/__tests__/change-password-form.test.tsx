import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, renderWithProviders, testMe } from '../../../test/render';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { ChangePasswordForm, isChangePasswordComplete } from '../components/change-password-form';

function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`));
}

describe('isChangePasswordComplete', () => {
  it.each([
    [{ currentPassword: '', newPassword: '', confirmPassword: '' }, false],
    [{ currentPassword: 'old', newPassword: '', confirmPassword: '' }, false],
    [{ currentPassword: 'old', newPassword: 'new', confirmPassword: '' }, false],
    [{ currentPassword: 'old', newPassword: 'new', confirmPassword: 'neW' }, false],
    [{ currentPassword: '', newPassword: 'new', confirmPassword: 'new' }, false],
    [{ currentPassword: 'old', newPassword: 'new', confirmPassword: 'new' }, true],
  ])('%j → %s', (values, expected) => {
    expect(isChangePasswordComplete(values)).toBe(expected);
  });
});

describe('ChangePasswordForm', () => {
  it('enables Submit only when all three are filled and New equals Confirm', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />, {
      path: '/change-password',
      queryClient: createTestQueryClient({ me: testMe() }),
    });
    const submit = () => screen.getByRole('button', { name: 'Submit' });

    expect(submit()).toHaveProperty('disabled', true);
    await user.type(field('Current Password'), 'old-secret');
    await user.type(field('New Password'), 'new-secret');
    expect(submit()).toHaveProperty('disabled', true);
    await user.type(field('Confirm Password'), 'new-secreT');
    await user.tab();
    expect(submit()).toHaveProperty('disabled', true);
    expect(await screen.findByText("Confirm Password doesn't match New Password.")).toBeTruthy();
    await user.clear(field('Confirm Password'));
    await user.type(field('Confirm Password'), 'new-secret');
    expect(submit()).toHaveProperty('disabled', false);
  });

  it('names each required field when it is left empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />, { path: '/change-password' });

    await user.click(field('Current Password'));
    await user.click(field('New Password'));
    await user.click(field('Confirm Password'));
    await user.tab();
    expect(await screen.findByText('Current Password is required.')).toBeTruthy();
    expect(await screen.findByText('New Password is required.')).toBeTruthy();
    expect(await screen.findByText('Confirm Password is required.')).toBeTruthy();
  });

  it('does not flag Confirm Password early, submits on the first click, and reports a wrong current password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />, {
      path: '/change-password',
      queryClient: createTestQueryClient({ me: testMe() }),
    });

    await user.type(field('Current Password'), 'old-secret');
    await user.type(field('New Password'), 'new-secret');
    await user.click(field('Confirm Password'));
    expect(screen.queryByText('Confirm Password is required.')).toBeNull();
    await user.type(field('Confirm Password'), 'new-secret');

    const fetchMock = vi.mocked(fetch);
    fetchMock.mockClear();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Invalid password', code: 'INVALID_PASSWORD' }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Current Password was incorrect.')).toBeTruthy();
    const [input] = fetchMock.mock.calls[0] ?? [];
    expect(String(input instanceof Request ? input.url : input)).toContain(
      '/api/auth/change-password',
    );
  });
});

describe('the password toggles', () => {
  afterEach(() => switchLanguage('en'));

  it("name the field they show, in English as before and in the user's language", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ChangePasswordForm />, { path: '/change-password' });
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(field('New Password').getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide new password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show current password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeTruthy();
    unmount();

    await switchLanguage('pl');
    renderWithProviders(<ChangePasswordForm />, { path: '/change-password' });
    expect(await screen.findByRole('button', { name: 'Pokaż obecne hasło' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pokaż nowe hasło' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pokaż potwierdzenie hasła' })).toBeTruthy();
  });

  it("says the domain's form rules in the user's language", async () => {
    await switchLanguage('pl');
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />, { path: '/change-password' });
    await user.click(await screen.findByLabelText(/^Obecne hasło/));
    await user.tab();
    expect(await screen.findByText('Obecne hasło jest wymagane.')).toBeTruthy();
  });
});
