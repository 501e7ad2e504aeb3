import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
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

function createButton() {
  return screen.getByRole('button', { name: 'Create' });
}

describe('CreateAccountForm', () => {
  it('enables Create only when every field is filled and the passwords match', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateAccountForm />, { path: '/create-user' });

    for (const [label, value] of FIELDS) {
      expect(createButton()).toHaveProperty('disabled', true);
      await user.type(field(label), value);
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

  it('links back to the login screen', () => {
    renderWithProviders(<CreateAccountForm />, { path: '/create-user' });
    expect(screen.getByRole('link', { name: /Login/ }).getAttribute('href')).toBe('/login');
  });
});
