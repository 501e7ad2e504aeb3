import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TKpiCard } from '@craftwork/domain/kpis/dashboard';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
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
    expect(card.textContent).toContain('Wzrost o 4.5 pkt proc. w porównaniu z poprzednim okresem');
    expect(screen.getByRole('button', { name: 'Informacje o: Schedule Compliance' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pokaż tabelę danych' })).toBeTruthy();
    expect(screen.getByText('Wybierz słupek lub wycinek, aby zobaczyć jego zadania.')).toBeTruthy();
  });
});
