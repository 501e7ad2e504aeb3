import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REPORT_TYPE_INFO,
  REPORT_TYPES,
  ZReportOptions,
  type TReportConfigRow,
  type TReportDataRow,
  type TReportOptions,
  type TReportType,
  noReportOptions,
} from '@craftwork/domain/reports/report-types';
import { reportFilters } from '@craftwork/domain/reports/report-filters';
import { TASK_REPORT_COLUMNS } from '@craftwork/domain/reports/task-report-columns';
import { switchLanguage } from '../../../lib/i18n/i18n';
import enReports from '../../../locales/en/reports.json';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { GenerateReportDialog } from '../components/generate-report-dialog';
import { GeneratedReports } from '../components/generated-reports';
import { ReportConfigs } from '../components/report-configs';
import { TASK_REPORT_COLUMN_KEYS } from '../utils/report-names';

const OPTIONS = {
  craftTypes: [{ code: 10, name: 'Scaffolding' }],
  companies: [{ id: 'c-1', name: 'Apex Scaffold Services' }],
  locations: [{ id: 'l-1', title: 'Unit 4' }],
  statuses: [{ code: 20, name: 'In Progress' }],
  kpiTemplates: [],
};

const REPORT: TReportDataRow = {
  id: 'r-1',
  type: 'open-tasks',
  title: 'Open Tasks',
  status: 'queued',
  progress: 0,
  error: null,
  createdAt: '2026-11-24T15:00:00.000Z',
  createdBy: { id: 'u-1', name: 'Pat Plant' },
  rowCount: null,
  csvSize: null,
  pdfSize: null,
  filters: [],
  configName: null,
  csvUrl: null,
  pdfUrl: null,
  canDelete: true,
};

/** A report's filters as the server lists them (the domain's words and parts). */
const listedFilters = (type: TReportType, options: Partial<TReportOptions> = {}) =>
  reportFilters(type, ZReportOptions.parse(options), {
    companies: { 'c-pl': 'Łódź Rusztowania Sp. z o.o.', 'c-ru': 'Завод Северный' },
    locations: { 'l-jp': '東京第一工場' },
    kpiTemplate: null,
  });

/** Two craft types and statuses, a Polish and a Russian company, a Japanese and a gone location. */
const CHOSEN: Partial<TReportOptions> = {
  craftTypes: [10, 15],
  companyIds: ['c-pl', 'c-ru'],
  locationIds: ['l-jp', 'l-gone'],
  statuses: [40, 90],
};

const CONFIG: TReportConfigRow = {
  id: 'rc-1',
  name: 'Monday scaffolds',
  type: 'standing-scaffolds',
  frequency: 'weekly',
  subscribed: true,
  whiteLabel: false,
  sendTime: '06:00',
  paperSize: 'Letter',
  options: noReportOptions(),
  timestampLastModified: '2026-11-24T15:00:00.000Z',
  nextRunAt: null,
  lastRun: null,
};

describe('the report types and task report columns in English', () => {
  it("are the domain's texts, exactly", () => {
    for (const type of REPORT_TYPES) {
      expect(enReports.types[type].title).toBe(REPORT_TYPE_INFO[type].title);
      expect(enReports.types[type].description).toBe(REPORT_TYPE_INFO[type].description);
    }
    for (const { title } of TASK_REPORT_COLUMNS)
      expect(enReports.columns[TASK_REPORT_COLUMN_KEYS[title]]).toBe(title);
    expect(Object.keys(enReports.columns)).toHaveLength(TASK_REPORT_COLUMNS.length);
  });
});

describe('reports in Polish', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('reads its button, columns and empty state from the Polish catalogue', async () => {
    await switchLanguage('pl');
    stubRpc({ 'reports/list': () => [] });
    renderWithProviders(<GeneratedReports timeZone="UTC" />);
    expect(
      await screen.findByText(
        'Brak raportów. Wygeneruj raport: powstaje w tle i pojawi się tutaj, gdy będzie gotowy.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generuj raport' })).toBeTruthy();
    expect(
      screen.getByText('Raporty powstają jako pliki CSV i PDF; linki do pobrania są ważne 7 dni.'),
    ).toBeTruthy();
  });

  it("names the types and the PDF columns in Polish, and still sends the column's English title", async () => {
    await switchLanguage('pl');
    const calls = stubRpc({
      'reports/listReportTypes': () => Object.values(REPORT_TYPE_INFO),
      'reports/filterOptions': () => OPTIONS,
      'reports/generateReport': () => ({ id: 'r-1' }),
    });
    renderWithProviders(<GenerateReportDialog open timeZone="UTC" onClose={() => {}} />);
    const user = userEvent.setup();

    // Open Tasks, the first type: its Polish description under the menu, its name in it.
    expect(
      await screen.findByText(
        'Wszystkie zadania jeszcze niezakończone ani nieusunięte, tak jak eksportuje je lista otwartych zadań.',
      ),
    ).toBeTruthy();
    const typeMenu = screen.getByRole('combobox', { name: /Rodzaj raportu/ });
    expect(typeMenu.textContent).toBe('Otwarte zadania');
    await user.click(typeMenu);
    const menu = await screen.findByRole('listbox');
    expect(within(menu).getByRole('option', { name: 'Stojące rusztowania' })).toBeTruthy();
    expect(within(menu).queryByRole('option', { name: 'Standing Scaffolds' })).toBeNull();
    await user.click(within(menu).getByRole('option', { name: 'Zakończone zadania' }));
    expect(
      screen.getByText(
        'Zadania zakończone w wybranym zakresie dat, tak jak eksportuje je lista zakończonych zadań.',
      ),
    ).toBeTruthy();

    // The column chooser: Polish names; the value chosen stays the English title.
    await user.click(screen.getByRole('combobox', { name: 'Kolumny PDF' }));
    const columns = await screen.findByRole('listbox');
    expect(within(columns).getByRole('option', { name: 'Przypisana firma' })).toBeTruthy();
    expect(within(columns).queryByRole('option', { name: 'Assigned Company' })).toBeNull();
    await user.click(within(columns).getByRole('option', { name: 'Karta prac' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Kolumny PDF' }).textContent).toBe('Karta prac');

    await user.click(screen.getByRole('button', { name: 'Generuj' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'reports/generateReport')?.input).toMatchObject({
        type: 'completed-tasks',
        options: { columns: ['Work Record'] },
      }),
    );
  });

  it("shows a generated report's type title in Polish, a typed title as it is and its date as Polish writes it", async () => {
    await switchLanguage('pl');
    stubRpc({
      'reports/list': () => [REPORT, { ...REPORT, id: 'r-2', title: 'Weekly site walk' }],
    });
    renderWithProviders(<GeneratedReports timeZone="UTC" />);
    expect(await screen.findByText('Otwarte zadania')).toBeTruthy();
    expect(screen.queryByText('Open Tasks')).toBeNull();
    expect(screen.getByText('Weekly site walk')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Usuń Otwarte zadania, / }).length).toBe(1);
    // Created at 3:00 pm UTC, as Polish writes a date-time; not 11/24/2026 03:00 PM.
    expect(screen.getAllByText('24.11.2026, 15:00')).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Usuń Otwarte zadania, 24.11.2026, 15:00' }),
    ).toBeTruthy();
  });

  it("writes a report's filter words in Polish and the names in them as typed", async () => {
    await switchLanguage('pl');
    const filters = listedFilters('kpi-summary', { kpiTemplateId: 'gone' }).concat(
      listedFilters('standing-scaffolds', { companyIds: ['c-pl'] }),
    );
    stubRpc({ 'reports/list': () => [{ ...REPORT, filters }] });
    renderWithProviders(<GeneratedReports timeZone="UTC" />);
    expect(
      await screen.findByText(
        'Zakres dat: Cały okres · Branże: Wszystkie · Firmy: Wszystkie · Szablon KPI: [Niedostępne] · Firmy: Łódź Rusztowania Sp. z o.o. · Lokalizacje: Wszystkie',
      ),
    ).toBeTruthy();
  });

  it('names the craft types and statuses of a filter in Polish, dates as Polish writes them, and typed names as typed', async () => {
    await switchLanguage('pl');
    const filters = [
      ...listedFilters('completed-tasks', { from: '2026-11-01', to: '2026-11-30' }).slice(0, 1),
      ...listedFilters('open-tasks', CHOSEN),
    ];
    stubRpc({ 'reports/list': () => [{ ...REPORT, filters }] });
    renderWithProviders(<GeneratedReports timeZone="UTC" />);
    expect(
      await screen.findByText(
        'Zakres dat: 01.11.2026 - 30.11.2026 · Branże: Rusztowania, Izolacja · Firmy: Łódź Rusztowania Sp. z o.o., Завод Северный · Lokalizacje: 東京第一工場, [Niedostępne] · Statusy: W realizacji, Zakończone',
      ),
    ).toBeTruthy();
  });
});

describe("a report's filters in English", () => {
  it("read as the server's English words, byte for byte", async () => {
    const filters = [
      ...listedFilters('completed-tasks', { from: '2026-11-01', to: '2026-11-30' }).slice(0, 1),
      ...listedFilters('open-tasks', CHOSEN),
    ];
    stubRpc({ 'reports/list': () => [{ ...REPORT, filters }] });
    renderWithProviders(<GeneratedReports timeZone="UTC" />);
    const english = filters.map((f) => `${f.label}: ${f.value}`).join(' · ');
    expect(english).toBe(
      'Date range: 11/01/2026 - 11/30/2026 · Craft types: Scaffolding, Insulation · Companies: Łódź Rusztowania Sp. z o.o., Завод Северный · Locations: 東京第一工場, [Unavailable] · Statuses: In Progress, Complete',
    );
    expect(await screen.findByText(english)).toBeTruthy();
  });

  it("names a configuration's report type in Polish", async () => {
    await switchLanguage('pl');
    stubRpc({
      'reportConfigs/list': () => [CONFIG],
      'reportConfigs/sentLog': () => [],
      'reports/listReportTypes': () => Object.values(REPORT_TYPE_INFO),
    });
    renderWithProviders(<ReportConfigs timeZone="UTC" />);
    expect((await screen.findAllByText(/Stojące rusztowania/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Standing Scaffolds/)).toBeNull();
  });
});
