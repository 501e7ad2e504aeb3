import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_MESSAGES } from '@craftwork/domain/admin/companies';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { CompanyList } from '../components/company-list';

const TAKEN_IN_POLISH = 'Inna firma tego zakładu ma już tę nazwę.';

const COMPANIES = [
  {
    id: 'c1',
    name: 'Apex Scaffold',
    craftTypes: [10, 20],
    logoUrl: null,
    mainPointOfContact: { id: 'u1', displayName: 'Pat Plant' },
    members: [
      { id: 'u2', displayName: 'Casey Apex', approved: true },
      { id: 'u3', displayName: 'Robin Applied', approved: false },
    ],
  },
];
const USERS = {
  code: 200,
  data: {
    companies: [],
    users: {
      u1: {
        displayName: 'Pat Plant',
        email: 'p@x.test',
        userPhotoUrl: null,
        companyId: null,
        companyName: null,
      },
    },
  },
};

describe('company management', { timeout: 60_000 }, () => {
  it('lists each company with craft types, contact and member count', async () => {
    stubRpc({ 'companies/list': () => COMPANIES });
    renderWithProviders(<CompanyList siteKey="PLANT1" validCraftTypes={[10, 20]} />);
    const table = await screen.findByRole('table', { name: 'Companies' });
    const row = within(table).getByRole('row', { name: /Apex Scaffold/ });
    expect(row.textContent).toContain('Scaffolding, Waterblasting');
    expect(row.textContent).toContain('Pat Plant');
    expect(row.textContent).toContain('2');
  });

  it("shows a company's members, pending ones marked, without editing them", async () => {
    stubRpc({
      'companies/list': () => COMPANIES,
      'sites/getVisibleCompaniesAndUsers': () => USERS,
    });
    const user = userEvent.setup();
    renderWithProviders(<CompanyList siteKey="PLANT1" validCraftTypes={[10, 20]} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Apex Scaffold' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Company' });
    expect(within(dialog).getByText('Members (2)')).toBeTruthy();
    expect(within(dialog).getByText('Robin Applied (pending)')).toBeTruthy();
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Scaffolding' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('creates a company with the ticked craft types, and shows a refused name', async () => {
    let created = 0;
    const calls = stubRpc({
      'companies/list': () => COMPANIES,
      'sites/getVisibleCompaniesAndUsers': () => USERS,
      'companies/create': () => {
        created += 1;
        // As the server words it for a Polish reader: the field is marked by the refusal's
        // reason, whatever its words.
        if (created === 1)
          throw new RpcFailure('CONFLICT', 409, TAKEN_IN_POLISH, {
            reason: ERROR_REASONS.nameTaken,
          });
        return { id: 'c2' };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CompanyList siteKey="PLANT1" validCraftTypes={[10, 20]} />);
    await user.click(await screen.findByRole('button', { name: 'New Company' }));
    const dialog = screen.getByRole('dialog', { name: 'New Company' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(COMPANY_MESSAGES.required)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Name/), 'Apex Scaffold');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Waterblasting' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(TAKEN_IN_POLISH)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Name/).getAttribute('aria-invalid')).toBe('true');
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), 'Brightline');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COMPANY_MESSAGES.added)).toBeTruthy();
    expect(calls.filter((c) => c.path === 'companies/create').at(-1)?.input).toEqual({
      name: 'Brightline',
      craftTypes: [20],
      mainPointOfContact: null,
    });
  });
});
