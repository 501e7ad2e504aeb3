import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { CreateAccountForm } from '../components/create-account-form';

const FIELDS: [label: string, value: string][] = [
  ['Full Name', 'Pat Foreman'],
  ['Email', 'pat@example.com'],
  ['Password', 'secret-1'],
  ['Confirm Password', 'secret-1'],
  ['Company Name', 'Acme Scaffolding'],
  ['Department', 'Maintenance'],
  ['Job Title', 'Foreman'],
  ['Phone', '555-0100'],
];

// Required fields carry an asterisk in their label; match the label text at its start.
function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`));
}

/** Types a value at once (pasted), for the tests that are not about typing. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

function createButton() {
  return screen.getByRole('button', { name: 'Create' });
}

describe('CreateAccountForm', () => {
  it('enables Create only when every field is filled and the passwords match', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateAccountForm />, { path: '/create-user' });

    for (const [label, value] of FIELDS) {
      expect(createButton()).toHaveProperty('disabled', true);
      await fill(user, label, value);
    }
    expect(createButton()).toHaveProperty('disabled', false);

    await user.type(field('Confirm Password'), 'x');
    expect(createButton()).toHaveProperty('disabled', true);
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
  });

  it('says "This field is required." for a field left empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateAccountForm />, { path: '/create-user' });

    await user.click(field('Company Name'));
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('marks an e-mail address without @ and says why, before asking the server', async () => {
    const calls = stubRpc({});
    const user = userEvent.setup();
    renderWithProviders(<CreateAccountForm />, { path: '/create-user' });
    for (const [label, value] of FIELDS)
      await fill(user, label, label === 'Email' ? 'pat.example.com' : value);

    await user.click(createButton());
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('says the minimum password length up front, and marks a shorter password', async () => {
    const calls = stubRpc({});
    const user = userEvent.setup();
    renderWithProviders(<CreateAccountForm />, { path: '/create-user' });
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
    for (const [label, value] of FIELDS)
      await fill(user, label, label.endsWith('Password') ? 'short' : value);

    await user.click(createButton());
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it("keeps the server's refusal on screen, not in a passing toast", async () => {
    const wait = 'Too many attempts. Please wait 10 minutes and try again.';
    stubRpc({
      'account/createAccount': () => {
        throw new RpcFailure('TOO_MANY_REQUESTS', 429, wait);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CreateAccountForm />, { path: '/create-user' });
    for (const [label, value] of FIELDS) await fill(user, label, value);

    await user.click(createButton());
    expect((await screen.findByRole('alert')).textContent).toBe(wait);
  });

  it('links back to the login screen', () => {
    renderWithProviders(<CreateAccountForm />, { path: '/create-user' });
    expect(screen.getByRole('link', { name: /Login/ }).getAttribute('href')).toBe('/login');
  });
});
