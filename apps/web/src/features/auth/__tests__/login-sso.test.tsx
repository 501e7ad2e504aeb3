import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { LoginForm } from '../components/login-form';

describe('LoginForm with company sign-in', () => {
  it('offers "Continue with <provider>" once the address belongs to a connected domain', async () => {
    const calls = stubRpc({
      'sso/lookup': (input) =>
        (input as { email: string }).email.endsWith('@acme.example')
          ? { providerId: 'p1', providerName: 'Acme ID' }
          : null,
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { path: '/login' });

    await user.type(screen.getByLabelText('Email'), 'pat@other.example');
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'pat@acme.example');
    expect(await screen.findByRole('button', { name: 'Continue with Acme ID' })).toBeTruthy();
    // Only the domain is sent, never the typed name.
    expect(
      calls.every((c) => String((c.input as { email: string }).email).startsWith('someone@')),
    ).toBe(true);
  });
});
