import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_KPI_CONFIG } from '@craftwork/domain/kpis/config';
import { KPI_CONFIG_MESSAGES } from '@craftwork/domain/kpis/config-update';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { KpiCardsTab } from '../components/kpi-cards-section';

function open(update: () => unknown = () => ({ config: DEFAULT_KPI_CONFIG, changed: [] })) {
  const calls = stubRpc({
    'kpiConfig/get': () => DEFAULT_KPI_CONFIG,
    'kpiConfig/update': update,
  });
  renderWithProviders(<KpiCardsTab />, { path: '/admin/site-settings?tab=kpi-cards' });
  return { calls, user: userEvent.setup() };
}

const updates = (calls: ReturnType<typeof stubRpc>) =>
  calls.filter((c) => c.path === 'kpiConfig/update').map((c) => c.input);

describe('KPI cards', { timeout: 120_000 }, () => {
  it('sends only the changed fields: a hidden card, a new place and a target', async () => {
    const { calls, user } = open();
    const form = await screen.findByRole('form', { name: 'KPI cards' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    const urgent = within(form).getByRole('group', { name: 'Urgent Tasks' });
    await user.click(within(urgent).getByRole('switch', { name: 'Enabled' }));
    await user.click(within(form).getByRole('button', { name: 'Move Tasks Completed up' }));
    const backlog = within(form).getByRole('group', { name: 'Backlog' });
    await user.type(within(backlog).getByRole('textbox', { name: 'Target' }), '12');
    await user.click(save);
    expect(await screen.findByText(KPI_CONFIG_MESSAGES.saved)).toBeTruthy();
    expect(updates(calls)).toEqual([
      {
        kpiPercentSchedule: { order: 1 },
        kpiTasksCompleted: { order: 0 },
        kpiUrgent: { enabled: false },
        kpiBacklog: { target: 12 },
      },
    ]);
  });

  it('holds Save on a target that is not a number, and keeps every edit when a save fails', async () => {
    const { calls, user } = open(() => {
      throw new RpcFailure(
        'BAD_REQUEST',
        400,
        'The default timescale must be one of the allowed timescales.',
      );
    });
    const form = await screen.findByRole('form', { name: 'KPI cards' });
    const save = within(form).getByRole('button', { name: 'Save' });
    const urgent = within(form).getByRole('group', { name: 'Urgent Tasks' });
    const target = within(urgent).getByRole('textbox', { name: 'Target' });
    await user.type(target, 'ten');
    expect(within(urgent).getByText(KPI_CONFIG_MESSAGES.targetNumber)).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    await user.clear(target);
    await user.type(target, '10');
    await user.click(save);
    expect(
      await within(form).findByText('The default timescale must be one of the allowed timescales.'),
    ).toBeTruthy();
    expect(target).toHaveProperty('value', '10');
    expect(updates(calls)).toEqual([{ kpiUrgent: { target: 10 } }]);
  });
});
