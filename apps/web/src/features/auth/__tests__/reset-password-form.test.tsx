import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { ResetPasswordForm } from '../components/reset-password-form';

function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`));
}

describe('ResetPasswordForm', () => {
  it('says "Passwords do not match." when the confirmation differs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm token="t0k3n" />, { path: '/reset-password' });
    await user.click(field('New Password'));
    await user.paste('a-new-password');
    await user.click(field('Confirm Password'));
    await user.paste('a-new-passworD');
    await user.tab();
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(field('Confirm Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
  });

  it('says a used or expired link is spent and offers a new one', async () => {
    const spent = 'This password reset link has expired or has already been used.';
    stubRpc({
      'account/resetPassword': () => {
        throw new RpcFailure('BAD_REQUEST', 400, spent);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm token="t0k3n" />, { path: '/reset-password' });
    for (const label of ['New Password', 'Confirm Password']) {
      await user.click(field(label));
      await user.paste('a-new-password');
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await screen.findByRole('alert')).textContent).toBe(spent);
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    // The spent link's form is gone: trying again could only fail the same way.
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
