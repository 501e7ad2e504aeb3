import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_SETTINGS_MESSAGES, type TSiteSettings } from '@craftwork/domain/site/settings';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { SiteSettingsTabs } from '../components/site-settings-tabs';

const SETTINGS: TSiteSettings = {
  name: 'Demo Refinery',
  timezone: 'America/Chicago',
  mapCenter: null,
  validCraftTypes: [10],
  validTaskTypes: [10, 11, 12],
  validTaskStatusCodes: [8, 20, 30, 40, 50, 90, 99],
  inventoryEnabled: false,
  kpisEnabled: true,
  reportTemplatesEnabled: false,
  assignedToEnabled: false,
  allowSchedulingTasksInThePast: false,
  allowModifyingTimestampTaskCompleted: false,
  customerSite: false,
  customerAppHost: '',
  nextOpportunityAllowed: null,
  awaitingEstimateEnabled: [],
  inspectionIntervalDays: 7,
  rentalBillingCutoff: '',
  taxRateBp: 0,
  netDays: 30,
  estimateTerms: 'Prices are valid for 30 days.',
  remitAddress: '',
  paymentDetails: '',
  managingCompanyId: null,
  defaultLanguage: 'en',
  compliance: {
    inspectionIntervalDays: 7,
    requireCompetentPerson: false,
    idleDays: 14,
    idleCostCentsPerDay: 0,
  },
};

const PUBLIC_ADDRESS = { address: 'https://crafts.example.com', isLoopback: false };

function open(
  tab: string,
  settings: TSiteSettings = SETTINGS,
  printAddress: { address: string; isLoopback: boolean } = PUBLIC_ADDRESS,
) {
  const calls = stubRpc({
    'siteSettings/get': () => settings,
    'siteSettings/printAddress': () => printAddress,
    'siteSettings/update': () => ({ settings, changed: [] }),
    'companies/list': () => [
      { id: 'c1', name: 'Gulf Coast Scaffolding' },
      { id: 'c2', name: 'Bayou Painting' },
    ],
  });
  renderWithProviders(<SiteSettingsTabs />, { path: `/admin/site-settings?tab=${tab}` });
  return { calls, user: userEvent.setup() };
}

const updates = (calls: ReturnType<typeof stubRpc>) =>
  calls.filter((c) => c.path === 'siteSettings/update').map((c) => c.input);

describe('site settings tabs', { timeout: 20_000 }, () => {
  it('warns when printed QR codes and mailed links would point at a loopback address', async () => {
    open('general', SETTINGS, { address: 'http://localhost:3999', isLoopback: true });
    expect(
      await screen.findByText(
        'Printed QR codes and e-mailed links point at http://localhost:3999, which opens only on this computer. Open the app at the address phones and other computers use, or set PUBLIC_URL to it.',
      ),
    ).toBeTruthy();
  });

  it('shows no address warning for a public address', async () => {
    open('general');
    await screen.findByRole('tab', { name: 'General' });
    await waitFor(() => expect(screen.queryByText(/opens only on this computer/)).toBeNull());
  });

  it("saves the site's default language alone when only it changed", async () => {
    const { calls, user } = open('general');
    const form = await screen.findByRole('form', { name: 'General' });
    await user.click(within(form).getByRole('combobox', { name: 'Default language' }));
    await user.click(await screen.findByRole('option', { name: 'Polski' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SITE_SETTINGS_MESSAGES.saved)).toBeTruthy();
    expect(updates(calls)).toEqual([{ defaultLanguage: 'pl' }]);
  });

  it('saves only the switches that changed', async () => {
    const { calls, user } = open('switches');
    const form = await screen.findByRole('form', { name: 'Switches' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(within(form).getByRole('switch', { name: 'Inventory' }));
    await user.click(within(form).getByRole('switch', { name: 'KPIs (v2)' }));
    await user.click(within(form).getByRole('switch', { name: 'KPIs (v2)' }));
    await user.click(save);
    expect(await screen.findByText(SITE_SETTINGS_MESSAGES.saved)).toBeTruthy();
    expect(updates(calls)).toEqual([{ inventoryEnabled: true }]);
  });

  it('asks for the customer host only for a customer site, and checks it', async () => {
    const { user } = open('switches');
    const form = await screen.findByRole('form', { name: 'Switches' });
    expect(within(form).queryByRole('textbox', { name: 'Customer app host' })).toBeNull();
    await user.click(within(form).getByRole('switch', { name: 'Customer site' }));
    await user.type(within(form).getByRole('textbox', { name: 'Customer app host' }), 'https://x');
    expect(within(form).getByText(SITE_SETTINGS_MESSAGES.host)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('asks for the rental billing cut-off only with Inventory on, and saves it', async () => {
    const { calls, user } = open('switches');
    const form = await screen.findByRole('form', { name: 'Switches' });
    expect(within(form).queryByLabelText('Rental billing cut-off')).toBeNull();
    await user.click(within(form).getByRole('switch', { name: 'Inventory' }));
    const cutoff = within(form).getByLabelText('Rental billing cut-off');
    fireEvent.change(cutoff, { target: { value: '2026-10-31' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SITE_SETTINGS_MESSAGES.saved)).toBeTruthy();
    expect(updates(calls)).toEqual([{ inventoryEnabled: true, rentalBillingCutoff: '2026-10-31' }]);
  });

  it('clears the rental billing cut-off', async () => {
    const { calls, user } = open('switches', {
      ...SETTINGS,
      inventoryEnabled: true,
      rentalBillingCutoff: '2026-09-30',
    });
    const form = await screen.findByRole('form', { name: 'Switches' });
    const cutoff = within(form).getByLabelText('Rental billing cut-off');
    expect(cutoff).toHaveProperty('value', '2026-09-30');
    fireEvent.change(cutoff, { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates(calls)).toEqual([{ rentalBillingCutoff: '' }]));
  });

  it('keeps at least one craft type and the required statuses', async () => {
    const { user } = open('work-types');
    const form = await screen.findByRole('form', { name: 'Work types' });
    // Labels, not roles: the tab holds some seventy checkboxes, slow to query by role here.
    await user.click(within(form).getByLabelText('Scaffolding'));
    expect(within(form).getByText(SITE_SETTINGS_MESSAGES.craftTypeRequired)).toBeTruthy();
    expect(within(form).getByText('Save').closest('button')).toHaveProperty('disabled', true);
    expect(within(form).getByLabelText('Complete (required)')).toHaveProperty('disabled', true);
  });

  it('writes every pair but the unchecked one when Next Opportunity was allowed everywhere', async () => {
    const { calls, user } = open('next-opportunity');
    const form = await screen.findByRole('form', {
      name: 'Next Opportunity and Awaiting Estimate',
    });
    const grid = within(form).getByRole('table', { name: 'Next Opportunity' });
    expect(within(grid).getAllByRole('checkbox')).toHaveLength(3);
    await user.click(within(grid).getByRole('checkbox', { name: 'Scaffolding: Removal' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    const sent = (updates(calls)[0] as Pick<TSiteSettings, 'nextOpportunityAllowed'>)
      .nextOpportunityAllowed!;
    expect(sent).toContainEqual({ craftType: 10, taskType: 10 });
    expect(sent).toContainEqual({ craftType: 30, taskType: 60 });
    expect(sent).not.toContainEqual({ craftType: 10, taskType: 12 });
  });

  it('saves the billing values typed in percent and days, and the managing company', async () => {
    const { calls, user } = open('billing');
    const form = await screen.findByRole('form', { name: 'Billing' });
    const rate = within(form).getByRole('textbox', { name: 'Tax rate (%)' });
    await user.clear(rate);
    await user.type(rate, '8.255');
    expect(await within(form).findByText(SITE_SETTINGS_MESSAGES.taxRate)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.clear(rate);
    await user.type(rate, '8.25');
    const days = within(form).getByRole('spinbutton', { name: 'Invoice net days' });
    await user.clear(days);
    await user.type(days, '45');
    await user.click(within(form).getByRole('combobox', { name: 'Managing company' }));
    await user.click(await screen.findByRole('option', { name: 'Bayou Painting' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SITE_SETTINGS_MESSAGES.saved)).toBeTruthy();
    expect(updates(calls)).toEqual([{ taxRateBp: 825, netDays: 45, managingCompanyId: 'c2' }]);
  });
});
