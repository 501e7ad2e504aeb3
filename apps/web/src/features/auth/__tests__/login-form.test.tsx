import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { LoginForm } from '../components/login-form';

function loginButton() {
  return screen.getByRole('button', { name: 'Login' });
}

describe('LoginForm', () => {
  it('keeps Login disabled until both Email and Password are filled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { path: '/login' });

    expect(loginButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    expect(loginButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(loginButton()).toHaveProperty('disabled', false);
    await user.clear(screen.getByLabelText('Email'));
    expect(loginButton()).toHaveProperty('disabled', true);
  });

  it('says which field is required once it was left empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { path: '/login' });

    expect(screen.queryByText('Username is required.')).toBeNull();
    await user.click(screen.getByLabelText('Email'));
    await user.click(screen.getByLabelText('Password'));
    expect(await screen.findByText('Username is required.')).toBeTruthy();
    await user.click(screen.getByLabelText('Email'));
    expect(await screen.findByText('Password is required.')).toBeTruthy();
  });

  it('shows and hides the password with the toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { path: '/login' });

    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('links to the forgot-password and create-account screens', () => {
    renderWithProviders(<LoginForm />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/create-user',
    );
  });
});
