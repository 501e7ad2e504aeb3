import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_KPI_CONFIG } from '@craftwork/domain/kpis/config';
import type { TKpiCard, TKpiDashboard } from '@craftwork/domain/kpis/dashboard';
import type { TKpiKey } from '@craftwork/domain/kpis/keys';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { HistoricalData } from '../components/historical-data';
import { KpiCard } from '../components/kpi-card';
import { StandingFigures } from '../components/standing-summary';
import { KpiChart } from '../components/kpi-chart';

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

describe('the KPI dashboard in Polish', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('reads the standing figures, the card and the chart from the Polish catalogue', async () => {
    await switchLanguage('pl');
    renderWithProviders(
      <>
        <StandingFigures standing={undefined} />
        <KpiCard card={CARD} isSelected onSelect={() => undefined} />
        <KpiChart
          card={CARD}
          timescale="weekly"
          series={[]}
          slices={[]}
          range={{ from: '2026-10-25', to: '2026-11-23' }}
          onPick={() => undefined}
        />
      </>,
    );
    expect(await screen.findByText('Łącznie stojących rusztowań')).toBeTruthy();
    expect(screen.getByText('Średnia liczba dni postoju')).toBeTruthy();
    const card = screen.getByRole('button', { name: /^Schedule Compliance:/ });
    expect(within(card).getByText('Blisko celu')).toBeTruthy();
    // Numbers in the Polish way: a decimal comma.
    expect(within(card).getByTestId('kpi-value').textContent).toBe('87,3%');
    expect(card.textContent).toContain('Wzrost o 4,5 pkt proc. w porównaniu z poprzednim okresem');
    expect(screen.getByRole('button', { name: 'Informacje o: Schedule Compliance' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pokaż tabelę danych' })).toBeTruthy();
    expect(screen.getByText('Wybierz słupek lub wycinek, aby zobaczyć jego zadania.')).toBeTruthy();
  });

  // The server names a slice and a bar's period in English beside its key and start day.
  it('names the age groups, the periods and the numbers of a chart in Polish', async () => {
    await switchLanguage('pl');
    const user = userEvent.setup();
    const pie = { ...CARD, type: 'total' as const, precision: 0, chartType: 'pie-simple' as const };
    const { unmount } = renderWithProviders(
      <KpiChart
        card={pie}
        timescale="daily"
        series={[]}
        slices={[
          { key: '0-7', label: '0-7 days', value: 1200, tasks: 1200 },
          { key: 'over90', label: 'Over 90 days', value: 3, tasks: 3 },
          { key: 'weatherDelay', label: 'Weather delay', value: 2, tasks: 2 },
        ]}
        range={{ from: '2026-10-25', to: '2026-11-23' }}
        onPick={() => undefined}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Pokaż tabelę danych' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /0-7 dni/ }).textContent).toContain('1200');
    expect(within(table).getByText('Ponad 90 dni')).toBeTruthy();
    expect(within(table).getByText('Opóźnienie pogodowe')).toBeTruthy();
    for (const english of ['0-7 days', 'Over 90 days', 'Weather delay'])
      expect(screen.queryByText(english)).toBeNull();
    unmount();

    const point = { numerator: 0, denominator: null, value: 12345.5, tasks: 4 };
    renderWithProviders(
      <KpiChart
        card={{ ...CARD, type: 'average', precision: 1 }}
        timescale="monthly"
        series={[
          {
            start: '2026-11-01',
            from: '2026-11-01',
            to: '2026-11-30',
            label: 'Nov 2026',
            ...point,
          },
        ]}
        slices={[]}
        range={{ from: '2026-10-25', to: '2026-11-23' }}
        onPick={() => undefined}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Pokaż tabelę danych' }));
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row?.textContent).toBe('lis 202612\u00a0345,54');
  });

  it('names the built-in cards in Polish and keeps a title the site admin typed', async () => {
    const card = (key: TKpiKey, overrides: Partial<TKpiCard> = {}): TKpiCard => ({
      ...CARD,
      key,
      title: DEFAULT_KPI_CONFIG[key].title,
      tooltip: DEFAULT_KPI_CONFIG[key].tooltip,
      type: 'total',
      precision: 0,
      target: null,
      targetState: 'none',
      ...overrides,
    });
    const dashboard: TKpiDashboard = {
      hasData: true,
      from: '2026-10-25',
      to: '2026-11-23',
      previousFrom: '2026-09-25',
      previousTo: '2026-10-24',
      cards: [
        card('kpiBacklog'),
        card('kpiDaysStanding'),
        card('kpiOpenWorkByAge'),
        card('kpiUrgent', { title: 'Awarie brygady B', tooltip: 'Wpisane przez administratora.' }),
      ],
      selectedKey: 'kpiBacklog',
      timescale: 'weekly',
      chartType: 'date-column',
      series: [],
      slices: [],
    };
    stubRpc({
      'kpis/dashboard': () => dashboard,
      'kpis/filterOptions': () => ({
        taskTypes: [],
        departments: [],
        companies: [],
        craftTypes: [],
      }),
      'kpis/openWorkByAge': () => ({ total: 0, buckets: [] }),
    });
    await switchLanguage('pl');
    renderWithProviders(<HistoricalData timeZone="America/Chicago" companyId={null} />);

    const cards = await screen.findByRole('group', { name: 'Karty KPI' });
    const titles = within(cards)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Zaległe',
      'Średnia liczba dni postoju',
      'Otwarte prace według wieku',
      'Awarie brygady B',
    ]);
    await userEvent.hover(
      within(cards).getByRole('button', { name: 'Informacje o: Otwarte prace według wieku' }),
    );
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Zadania otwarte teraz, według liczby dni od ich utworzenia.',
    );
    // The selected card's chart is headed by the same name.
    expect(screen.getAllByRole('heading', { name: 'Zaległe' })).toHaveLength(2);
    expect(screen.queryByText('Backlog')).toBeNull();
    expect(screen.queryByText('Average Days Standing')).toBeNull();
    expect(screen.queryByText('Open Work by Age')).toBeNull();
  });
});
