import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, renderWithProviders, testMe } from '../../../test/render';
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
    renderWithProviders(<ChangePasswordForm />, { path: '/change-password', queryClient: createTestQueryClient({ me: testMe() }) });
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
});
