import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KPI_TEMPLATE_TEXTS } from '@craftwork/domain/kpis/templates';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import type { TKpiTemplate, TKpiTemplateCard } from '../api/kpi-templates';
import { TemplateDialog } from '../components/template-dialog';

const CARDS: TKpiTemplateCard[] = [
  { key: 'kpiPercentSchedule', title: 'Schedule Compliance', enabled: true },
  { key: 'kpiTasksCompleted', title: 'Tasks Completed', enabled: true },
  { key: 'kpiUrgent', title: 'Urgent Tasks', enabled: false },
];

const OPTIONS = {
  taskTypes: [{ code: 10, name: 'Installation' }],
  departments: ['Operations'],
  companies: [{ id: 'c-1', name: 'Apex Scaffold Services' }],
  craftTypes: [{ code: 10, name: 'Scaffolding' }],
};

const fixed: TKpiTemplate = {
  id: 't-1',
  name: 'Scaffold quarter',
  kpiKeys: ['kpiTasksCompleted'],
  filters: {
    range: { kind: 'fixed', from: '2026-01-05', to: '2026-03-31' },
    taskTypes: [],
    departments: [],
    companyIds: ['c-1'],
    craftTypes: [10],
  },
  timescale: 'monthly',
  rangeText: '01/05/2026 – 03/31/2026',
  resolvedFilters: {
    from: '2026-01-05',
    to: '2026-03-31',
    taskTypes: [],
    departments: [],
    companyIds: ['c-1'],
    craftTypes: [10],
  },
  lastModified: '2026-11-24T12:00:00.000Z',
  lastModifiedByName: 'Alex Admin',
};

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

function open(template: TKpiTemplate | null = null) {
  const onClose = vi.fn();
  renderWithProviders(
    <TemplateDialog open template={template} cards={CARDS} timeZone="UTC" onClose={onClose} />,
  );
  return { onClose, user: userEvent.setup() };
}

describe('New template dialog', { timeout: 20_000 }, () => {
  it('offers the enabled cards, all ticked, and saves a preset range', async () => {
    const calls = stubRpc({
      'kpis/filterOptions': () => OPTIONS,
      'kpiTemplates/create': () => ({ id: 't-9', name: 'Weekly' }),
    });
    const { user, onClose } = open();
    const checked = (name: string) =>
      (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect([
      checked('All KPIs'),
      checked('Schedule Compliance'),
      checked('Tasks Completed'),
    ]).toEqual([true, true, true]);
    expect(checked('Keep these exact dates')).toBe(false);
    // A card the site switched off is not offered to a new template.
    expect(screen.queryByRole('checkbox', { name: 'Urgent Tasks' })).toBeNull();
    expect(save().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Weekly');
    expect(save().disabled).toBe(false);
    await user.click(save());
    expect(await screen.findByText(KPI_TEMPLATE_TEXTS.created)).toBeTruthy();
    expect(calls.find((c) => c.path === 'kpiTemplates/create')?.input).toEqual({
      name: 'Weekly',
      kpiKeys: ['kpiPercentSchedule', 'kpiTasksCompleted'],
      filters: {
        range: { kind: 'preset', preset: 'last30Days' },
        taskTypes: [],
        departments: [],
        companyIds: [],
        craftTypes: [],
      },
      timescale: 'weekly',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('holds Save without a KPI and says why', async () => {
    stubRpc({ 'kpis/filterOptions': () => OPTIONS });
    const { user } = open();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Nothing');
    await user.click(screen.getByRole('checkbox', { name: 'All KPIs' }));
    expect(save().disabled).toBe(true);
    expect(screen.getByText(KPI_TEMPLATE_TEXTS.chooseKpi)).toBeTruthy();
  });

  it('says a taken name under the field and stays open', async () => {
    stubRpc({
      'kpis/filterOptions': () => OPTIONS,
      'kpiTemplates/create': () => {
        throw new RpcFailure('CONFLICT', 409, KPI_TEMPLATE_TEXTS.duplicateName, {
          reason: ERROR_REASONS.nameTaken,
        });
      },
    });
    const { user, onClose } = open();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Weekly');
    await user.click(save());
    expect(await screen.findByText(KPI_TEMPLATE_TEXTS.duplicateName)).toBeTruthy();
    expect(save().disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Edit template dialog', { timeout: 20_000 }, () => {
  it('keeps fixed dates and the saved filters when only the name changes', async () => {
    const calls = stubRpc({
      'kpis/filterOptions': () => OPTIONS,
      'kpiTemplates/update': () => ({ ok: true }),
    });
    const { user } = open(fixed);
    expect(screen.getByRole('heading', { name: 'Edit template' })).toBeTruthy();
    expect(screen.getByText('Opens with 01/05/2026 – 03/31/2026.')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Scaffold Q1');
    await user.click(save());
    expect(await screen.findByText(KPI_TEMPLATE_TEXTS.updated)).toBeTruthy();
    expect(calls.find((c) => c.path === 'kpiTemplates/update')?.input).toEqual({
      id: 't-1',
      name: 'Scaffold Q1',
      kpiKeys: ['kpiTasksCompleted'],
      filters: fixed.filters,
      timescale: 'monthly',
    });
  });
});
