import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  TKpiBarTasks,
  TKpiCard,
  TKpiDashboard,
  TKpiFilterOptions,
} from '@craftwork/domain/kpis/dashboard';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { canApplyFilters, type TDraftFilters } from '../components/historical-filters';
import { HistoricalData, appliedFilters } from '../components/historical-data';
import { KpiCard } from '../components/kpi-card';

const CARD: TKpiCard = {
  key: 'kpiPercentSchedule',
  title: 'Schedule Compliance',
  tooltip: 'Share completed on or before their scheduled day.',
  type: 'percentage',
  precision: 1,
  color: '#2e7d32',
  icon: 'EventAvailable',
  displayCardValue: true,
  chartType: 'date-column',
  allowedTimescales: ['daily', 'weekly', 'monthly'],
  currentTimescale: 'weekly',
  value: 87.25,
  previousValue: 82.75,
  change: 4.5,
  target: 90,
  targetDirection: 'higher',
  targetState: 'amber',
};

const COMPLETED: TKpiCard = {
  ...CARD,
  key: 'kpiTasksCompleted',
  title: 'Tasks Completed',
  tooltip: 'Tasks moved to Complete.',
  type: 'total',
  precision: 0,
  value: 1234,
  previousValue: 1240,
  change: -6,
  target: null,
  targetState: 'none',
};

const DASHBOARD: TKpiDashboard = {
  hasData: true,
  from: '2026-10-25',
  to: '2026-11-23',
  previousFrom: '2026-09-25',
  previousTo: '2026-10-24',
  cards: [CARD, COMPLETED],
  selectedKey: 'kpiPercentSchedule',
  timescale: 'weekly',
  chartType: 'date-column',
  series: [
    {
      start: '2026-10-25',
      from: '2026-10-25',
      to: '2026-10-31',
      label: '10/25/2026',
      value: 80,
      numerator: 8,
      denominator: 10,
      tasks: 10,
    },
    {
      start: '2026-11-01',
      from: '2026-11-01',
      to: '2026-11-07',
      label: '11/01/2026',
      value: 90,
      numerator: 9,
      denominator: 10,
      tasks: 10,
    },
  ],
  slices: [],
};

const OPTIONS: TKpiFilterOptions = {
  taskTypes: [{ code: 10, name: 'Installation' }],
  departments: ['Maintenance'],
  companies: [
    { id: 'c-1', name: 'Acme Scaffolding' },
    { id: 'c-2', name: 'Beta Industrial' },
  ],
  craftTypes: [{ code: 10, name: 'Scaffolding' }],
};

const TASKS: TKpiBarTasks = {
  count: 2,
  tasks: [
    {
      id: 't-1',
      craftRecordId: 'r-1',
      title: 'Erect scaffold at P-101',
      taskStatus: 90,
      taskType: 10,
      craftType: 10,
      companyName: 'Acme Scaffolding',
      locationTitle: 'Unit 1',
      timestampCreated: '2026-10-26T14:00:00.000Z',
      timestampTaskCompleted: '2026-10-27T14:00:00.000Z',
    },
    {
      id: 't-2',
      craftRecordId: 'r-2',
      title: 'Dismantle scaffold',
      taskStatus: 90,
      taskType: 20,
      craftType: 10,
      companyName: null,
      locationTitle: null,
      timestampCreated: '2026-10-26T15:00:00.000Z',
      timestampTaskCompleted: '2026-10-28T14:00:00.000Z',
    },
  ],
};

const draft = (from: string | null, to: string | null): TDraftFilters => ({
  range: { from, to },
  taskTypes: [],
  departments: [],
  companyIds: [],
  craftTypes: [],
});

describe('the Historical Update rule', () => {
  it.each<[string | null, string | null, boolean, boolean]>([
    ['2026-11-01', '2026-11-30', false, true],
    ['2026-11-01', '2026-11-01', false, true],
    ['2026-11-01', null, false, false],
    [null, '2026-11-30', false, false],
    [null, null, false, false],
    ['2026-11-30', '2026-11-01', false, false],
    ['2026-11-01', '2026-11-30', true, false],
  ])('from %s to %s, loading %s: enabled %s', (from, to, isLoading, enabled) => {
    expect(canApplyFilters(draft(from, to), isLoading)).toBe(enabled);
  });

  it("applies whole days, and a company user's own company whatever is chosen", () => {
    const chosen = { ...draft('2026-11-01', '2026-11-30'), companyIds: ['c-2'] };
    expect(appliedFilters(chosen, null)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      companyIds: ['c-2'],
    });
    expect(appliedFilters(chosen, 'c-1').companyIds).toEqual(['c-1']);
  });
});

describe('KpiCard', () => {
  it('shows the value with its precision and %, the target state in words and the change', async () => {
    renderWithProviders(<KpiCard card={CARD} isSelected onSelect={() => undefined} />);
    const button = screen.getByRole('button', { name: /^Schedule Compliance:/ });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(within(button).getByText('87.3%')).toBeTruthy();
    expect(within(button).getByText('Near target')).toBeTruthy();
    expect(within(button).getByText('▲ 4.5')).toBeTruthy();
    expect(button.textContent).toContain('Up 4.5 points from the previous period');
    // The tooltip's info button is reached by keyboard and names the card.
    await userEvent.setup().tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'About Schedule Compliance' }),
    );
  });

  it('offers Retry when the figures cannot be loaded', async () => {
    stubRpc({
      'kpis/dashboard': () => {
        throw new RpcFailure('INTERNAL_SERVER_ERROR', 500, 'Something went wrong.');
      },
      'kpis/filterOptions': () => OPTIONS,
    });
    renderWithProviders(<HistoricalData timeZone="America/Chicago" companyId={null} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows totals without decimals, no target state without a target, and a fall', () => {
    renderWithProviders(<KpiCard card={COMPLETED} isSelected={false} onSelect={() => undefined} />);
    const button = screen.getByRole('button', { name: /^Tasks Completed:/ });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(within(button).getByText('1,234')).toBeTruthy();
    expect(within(button).getByText('▼ 6')).toBeTruthy();
    expect(within(button).queryByText(/target/)).toBeNull();
  });

  it('reads -- without a value', () => {
    renderWithProviders(
      <KpiCard
        card={{ ...CARD, value: null, change: null, targetState: 'none' }}
        isSelected={false}
      />,
    );
    expect(screen.getByText('--')).toBeTruthy();
  });
});

function renderData(dashboard: TKpiDashboard = DASHBOARD, companyId: string | null = null) {
  const calls = stubRpc({
    'kpis/dashboard': () => dashboard,
    'kpis/filterOptions': () => OPTIONS,
    'kpis/barTasks': () => TASKS,
    'kpis/openWorkByAge': () => ({ total: 0, buckets: [] }),
  });
  renderWithProviders(
    <HistoricalData
      timeZone="America/Chicago"
      companyId={companyId}
      initialFilters={{
        from: '2026-10-25',
        to: '2026-11-23',
        taskTypes: [],
        departments: [],
        companyIds: [],
        craftTypes: [],
      }}
    />,
  );
  return { calls, user: userEvent.setup() };
}

describe('HistoricalData', () => {
  it('shows the cards, the selected chart, and lists the tasks of a period from its table row', async () => {
    const { calls, user } = renderData();
    const card = await screen.findByRole('button', { name: /^Schedule Compliance:/ });
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('figure', { name: /Schedule Compliance chart/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show data table' }));
    const table = screen.getByRole('table', { name: 'Schedule Compliance data' });
    expect(within(table).getByRole('row', { name: /10\/25\/2026 80\.0%/ })).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: '10 tasks of 10/25/2026' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Schedule Compliance · 10/25/2026',
    });
    expect(await within(dialog).findByText('2 tasks')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: /Erect scaffold at P-101/ });
    expect(link.getAttribute('href')).toBe('/craft-record/r-1/t-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(calls.find((c) => c.path === 'kpis/barTasks')?.input).toMatchObject({
      key: 'kpiPercentSchedule',
      from: '2026-10-25',
      to: '2026-10-31',
      slice: null,
    });
  });

  it('asks for the chart of the card selected, and for the timescale chosen', async () => {
    const { calls, user } = renderData();
    await user.click(await screen.findByRole('button', { name: /^Tasks Completed:/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'kpis/dashboard').at(-1)?.input).toMatchObject({
        selectedKey: 'kpiTasksCompleted',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'kpis/dashboard').at(-1)?.input).toMatchObject({
        timescale: 'monthly',
      }),
    );
    // Only the card's own timescales are offered.
    expect(screen.queryByRole('button', { name: 'Quarterly' })).toBeNull();
  });

  it('draws a pie, and lists the tasks of a slice over the whole range', async () => {
    const { calls, user } = renderData({
      ...DASHBOARD,
      cards: [{ ...COMPLETED, key: 'kpiScheduleClasses', title: 'Schedule Classes' }],
      selectedKey: 'kpiScheduleClasses',
      chartType: 'pie-simple',
      series: [],
      slices: [
        { key: 'breakIn', label: 'Break-in', value: 3, tasks: 3 },
        { key: 'onSchedule', label: 'On schedule', value: 5, tasks: 5 },
      ],
    });
    expect(await screen.findByRole('figure', { name: /Schedule Classes chart/ })).toBeTruthy();
    // No timescale for a pie.
    expect(screen.queryByRole('button', { name: 'Weekly' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show data table' }));
    await user.click(screen.getByRole('button', { name: '5 tasks of On schedule' }));
    expect(
      await screen.findByRole('dialog', { name: 'Schedule Classes · On schedule' }),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === 'kpis/barTasks')?.input).toMatchObject({
      key: 'kpiScheduleClasses',
      from: '2026-10-25',
      to: '2026-11-23',
      slice: 'onSchedule',
    });
  });

  it('says No data found for an empty history', async () => {
    renderData({ ...DASHBOARD, hasData: false, series: [] });
    expect(await screen.findByText('No data found')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('keeps Historical Update off with one date, and applies the chosen range', async () => {
    const { calls, user } = renderData();
    await screen.findByRole('button', { name: /^Schedule Compliance:/ });
    const update = screen.getByRole('button', { name: 'Historical Update' });
    await waitFor(() => expect(update).toHaveProperty('disabled', false));
    const to = screen.getByRole('group', { name: 'To' });
    await user.click(to);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(update).toHaveProperty('disabled', true));
    await user.keyboard('11152026');
    await waitFor(() => expect(update).toHaveProperty('disabled', false));
    await user.click(update);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'kpis/dashboard').at(-1)?.input).toMatchObject({
        filters: { from: '2026-10-25', to: '2026-11-15' },
      }),
    );
  });

  it('offers a company user only their company, fixed', async () => {
    const { calls } = renderData(DASHBOARD, 'c-1');
    const companies = await screen.findByRole('combobox', { name: 'Companies' });
    await waitFor(() => expect(companies.textContent).toBe('Acme Scaffolding'));
    expect(companies.getAttribute('aria-disabled')).toBe('true');
    expect(calls.find((c) => c.path === 'kpis/dashboard')?.input).toMatchObject({
      filters: { companyIds: ['c-1'] },
    });
  });
});
