import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLIANCE_MESSAGES } from '@craftwork/domain/compliance/compliance';
import { DEFAULT_COMPLIANCE_SETTINGS } from '@craftwork/domain/compliance/settings';
import { SITE_SETTINGS_MESSAGES, type TSiteSettings } from '@craftwork/domain/site/settings';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { SiteSettingsTabs } from '../components/site-settings-tabs';

const SETTINGS: TSiteSettings = {
  name: 'Demo Refinery',
  timezone: 'America/Chicago',
  mapCenter: null,
  validCraftTypes: [10],
  validTaskTypes: [10, 11, 12, 13],
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
  compliance: DEFAULT_COMPLIANCE_SETTINGS,
};

function open(settings: TSiteSettings = SETTINGS) {
  const calls = stubRpc({
    'siteSettings/get': () => settings,
    'siteSettings/update': () => ({ settings, changed: [] }),
  });
  renderWithProviders(<SiteSettingsTabs />, { path: '/admin/site-settings?tab=compliance' });
  return { calls, user: userEvent.setup() };
}

const updates = (calls: ReturnType<typeof stubRpc>) =>
  calls.filter((c) => c.path === 'siteSettings/update').map((c) => c.input);

describe('the Compliance section of site settings', { timeout: 20_000 }, () => {
  it('saves the 1-day preset, the competent-person switch, idle days and a cost in cents', async () => {
    const { calls, user } = open();
    const form = await screen.findByRole('form', { name: 'Compliance' });
    expect(within(form).getByRole('radio', { name: /^7 days/ })).toHaveProperty('checked', true);
    await user.click(within(form).getByRole('radio', { name: /^1 day/ }));
    await user.click(
      within(form).getByRole('switch', {
        name: 'Only competent persons may complete scaffold inspections',
      }),
    );
    fireEvent.change(within(form).getByLabelText('Idle after (days)'), {
      target: { value: '10' },
    });
    fireEvent.change(within(form).getByLabelText('Rental cost per scaffold per day ($)'), {
      target: { value: '45.50' },
    });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SITE_SETTINGS_MESSAGES.saved)).toBeTruthy();
    expect(updates(calls)).toEqual([
      {
        compliance: {
          inspectionIntervalDays: 1,
          requireCompetentPerson: true,
          idleDays: 10,
          idleCostCentsPerDay: 4550,
        },
      },
    ]);
  });

  it('takes a custom interval and refuses one out of range', async () => {
    const { calls, user } = open();
    const form = await screen.findByRole('form', { name: 'Compliance' });
    await user.click(within(form).getByRole('radio', { name: 'Custom' }));
    const days = within(form).getByLabelText('Custom interval (days)');
    fireEvent.change(days, { target: { value: '400' } });
    expect(within(form).getByText(SITE_SETTINGS_MESSAGES.interval)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.change(days, { target: { value: '3' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updates(calls)).toEqual([
        { compliance: { ...DEFAULT_COMPLIANCE_SETTINGS, inspectionIntervalDays: 3 } },
      ]),
    );
  });

  it('shows a stored custom interval as Custom, and refuses a cost that is not an amount', async () => {
    open({
      ...SETTINGS,
      compliance: { ...DEFAULT_COMPLIANCE_SETTINGS, inspectionIntervalDays: 3 },
    });
    const form = await screen.findByRole('form', { name: 'Compliance' });
    expect(within(form).getByRole('radio', { name: 'Custom' })).toHaveProperty('checked', true);
    expect(within(form).getByLabelText('Custom interval (days)')).toHaveProperty('value', '3');
    fireEvent.change(within(form).getByLabelText('Rental cost per scaffold per day ($)'), {
      target: { value: 'forty' },
    });
    expect(within(form).getByText(COMPLIANCE_MESSAGES.idleCost)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });
});
