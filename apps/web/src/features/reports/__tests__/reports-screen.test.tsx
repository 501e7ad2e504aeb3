import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_TYPE_INFO, type TReportDataRow } from '@craftwork/domain/reports/report-types';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { GenerateReportDialog } from '../components/generate-report-dialog';
import { GeneratedReports } from '../components/generated-reports';

const OPTIONS = {
  craftTypes: [{ code: 10, name: 'Scaffolding' }],
  companies: [{ id: 'c-1', name: 'Apex Scaffold Services' }],
  locations: [{ id: 'l-1', title: 'Unit 4' }],
  statuses: [{ code: 20, name: 'In Progress' }],
  kpiTemplates: [{ id: 't-1', name: 'Weekly review' }],
};

const types = () => Object.values(REPORT_TYPE_INFO);

const combo = (name: string) => screen.queryByRole('combobox', { name });

async function chooseType(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('combobox', { name: /Report type/ }));
  await user.click(await screen.findByRole('option', { name: title }));
}

describe('Generate report dialog', { timeout: 30_000 }, () => {
  it('shows only the options the chosen type uses, and sends only those', async () => {
    const calls = stubRpc({
      'reports/listReportTypes': types,
      'reports/filterOptions': () => OPTIONS,
      'reports/generateReport': () => ({ id: 'r-1' }),
    });
    renderWithProviders(<GenerateReportDialog open timeZone="UTC" onClose={() => {}} />);
    const user = userEvent.setup();

    // Open Tasks, the first type: no dates; the four multi-selects and the PDF's columns.
    expect(await screen.findByText(REPORT_TYPE_INFO['open-tasks'].description)).toBeTruthy();
    expect(combo('Date range')).toBeNull();
    for (const name of ['Craft types', 'Companies', 'Locations', 'Statuses'])
      expect(combo(name), name).not.toBeNull();
    expect(combo('PDF columns')?.textContent).toBe('Default columns');
    expect(combo('KPI template')).toBeNull();

    // A status and a column chosen for Open Tasks…
    await user.click(screen.getByRole('combobox', { name: 'Statuses' }));
    await user.click(await screen.findByRole('option', { name: 'In Progress' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'PDF columns' }));
    await user.click(await screen.findByRole('option', { name: 'Description' }));
    await user.keyboard('{Escape}');
    // …and a landscape page.
    await user.click(screen.getByRole('combobox', { name: 'Page orientation' }));
    await user.click(await screen.findByRole('option', { name: 'Landscape' }));

    // Completed Tasks: dates, no statuses.
    await chooseType(user, 'Completed Tasks');
    expect(combo('Date range')).not.toBeNull();
    expect(combo('Statuses')).toBeNull();

    // KPI Summary: the template menu, with the default cards.
    await chooseType(user, 'KPI Summary');
    expect(combo('KPI template')?.textContent).toBe('Default KPI cards');
    expect(combo('Locations')).toBeNull();

    // Standing Scaffolds: companies and locations only; the status and the columns chosen
    // before are not sent, the page orientation is.
    await chooseType(user, 'Standing Scaffolds');
    expect(screen.getByText(REPORT_TYPE_INFO['standing-scaffolds'].description)).toBeTruthy();
    expect([
      combo('Date range'),
      combo('Craft types'),
      combo('Statuses'),
      combo('PDF columns'),
    ]).toEqual([null, null, null, null]);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'reports/generateReport')?.input).toEqual({
        type: 'standing-scaffolds',
        options: {
          from: null,
          to: null,
          craftTypes: [],
          companyIds: [],
          locationIds: [],
          statuses: [],
          kpiTemplateId: null,
          columns: [],
          orientation: 'landscape',
        },
        paperSize: 'Letter',
        whiteLabel: false,
      }),
    );
  });

  it('shows Generate busy until the call answers, then closes', async () => {
    let answer: () => void = () => {};
    stubRpc({
      'reports/listReportTypes': types,
      'reports/filterOptions': () => OPTIONS,
      'reports/generateReport': () =>
        new Promise((resolve) => {
          answer = () => resolve({ id: 'r-1' });
        }),
    });
    const onClose = vi.fn();
    renderWithProviders(<GenerateReportDialog open timeZone="UTC" onClose={onClose} />);
    const user = userEvent.setup();
    await screen.findByText(REPORT_TYPE_INFO['open-tasks'].description);
    const generate = screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement;
    await user.click(generate);
    await waitFor(() => expect(generate.disabled).toBe(true));
    expect(screen.getByRole('status').textContent).toBe('Generating the report');
    expect(onClose).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('starts a dated type on the last 30 days and sends them', async () => {
    const calls = stubRpc({
      'reports/listReportTypes': types,
      'reports/filterOptions': () => OPTIONS,
      'reports/generateReport': () => ({ id: 'r-1' }),
    });
    renderWithProviders(<GenerateReportDialog open timeZone="UTC" onClose={() => {}} />);
    const user = userEvent.setup();
    await screen.findByText(REPORT_TYPE_INFO['open-tasks'].description);
    await chooseType(user, 'Tasks by Company');
    expect(combo('Date range')?.textContent).toBe('Last 30 Days');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'reports/generateReport')).toBe(true));
    const sent = calls.find((c) => c.path === 'reports/generateReport')?.input as {
      options: { from: string | null; to: string | null };
    };
    expect(sent.options.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent.options.to! >= sent.options.from!).toBe(true);
  });
});

const base: TReportDataRow = {
  id: 'r-0',
  type: 'standing-scaffolds',
  title: 'Standing Scaffolds',
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

const ROWS: TReportDataRow[] = [
  { ...base, id: 'r-1', title: 'Open Tasks', type: 'open-tasks' },
  { ...base, id: 'r-2', title: 'Completed Tasks', status: 'running', progress: 40 },
  {
    ...base,
    id: 'r-3',
    status: 'ready',
    progress: 100,
    rowCount: 12,
    csvSize: 2048,
    pdfSize: 3 * 1024 * 1024,
    csvUrl: '/files/r-3.csv?sig=1',
    pdfUrl: '/files/r-3.pdf?sig=1',
    filters: [
      {
        key: 'companies',
        label: 'Companies',
        value: 'Apex Scaffold Services',
        parts: [{ kind: 'name', text: 'Apex Scaffold Services' }],
      },
    ],
  },
  { ...base, id: 'r-4', title: 'KPI Summary', status: 'failed', error: 'Storage is full.' },
];

const rowOf = (text: string) => {
  const cell = screen.getAllByText(text, { exact: true })[0]!;
  return cell.closest('tr')!;
};

describe('Generated reports', { timeout: 30_000 }, () => {
  it('says each status in words, with the running progress and the ready files', async () => {
    const calls = stubRpc({
      'reports/list': () => ROWS,
      'reports/emailReportDownloadURL': () => ({ ok: true, to: 'plant@craftwork.demo' }),
    });
    renderWithProviders(<GeneratedReports timeZone="UTC" />);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Generated reports' });

    const queued = within(rowOf('Open Tasks'));
    expect(queued.getAllByText('Queued').length).toBeGreaterThan(0);
    expect(queued.queryByRole('link', { name: /Download/ })).toBeNull();

    const running = within(rowOf('Completed Tasks'));
    expect(running.getAllByText('Running 40%').length).toBeGreaterThan(0);
    const bar = running.getAllByRole('progressbar', { name: 'Progress of Completed Tasks' })[0]!;
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    const ready = within(rowOf('Standing Scaffolds'));
    expect(ready.getAllByText('Ready').length).toBeGreaterThan(0);
    expect(ready.getByText('CSV 2 KB · PDF 3.0 MB')).toBeTruthy();
    expect(ready.getByText('Companies: Apex Scaffold Services')).toBeTruthy();
    const csv = ready.getByRole('link', { name: /^Download CSV of Standing Scaffolds/ });
    expect([csv.getAttribute('href'), csv.hasAttribute('download')]).toEqual([
      '/files/r-3.csv?sig=1',
      true,
    ]);
    const pdf = ready.getByRole('link', { name: /^Download PDF of Standing Scaffolds/ });
    expect(pdf.getAttribute('href')).toBe('/files/r-3.pdf?sig=1');

    const failed = within(rowOf('KPI Summary'));
    expect(failed.getAllByText('Failed').length).toBeGreaterThan(0);
    expect(failed.getAllByText('Storage is full.').length).toBeGreaterThan(0);
    expect(failed.queryByRole('button', { name: /E-mail link/ })).toBeNull();

    await user.click(ready.getByRole('button', { name: /^E-mail link to Standing Scaffolds/ }));
    expect(await screen.findByText('Download link sent to plant@craftwork.demo')).toBeTruthy();
    expect(calls.find((c) => c.path === 'reports/emailReportDownloadURL')?.input).toEqual({
      reportDataId: 'r-3',
    });
  });

  it('deletes a report after confirmation', async () => {
    const calls = stubRpc({
      'reports/list': () => ROWS,
      'reports/deleteReportData': () => ({ ok: true }),
    });
    renderWithProviders(<GeneratedReports timeZone="UTC" />);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Generated reports' });
    await user.click(
      within(rowOf('KPI Summary')).getByRole('button', { name: /^Delete KPI Summary/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete report' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Report deleted.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'reports/deleteReportData')?.input).toEqual({
      reportDataId: 'r-4',
    });
  });

  it('holds the confirmation busy until the delete answers', async () => {
    let answer: () => void = () => {};
    stubRpc({
      'reports/list': () => ROWS,
      'reports/deleteReportData': () =>
        new Promise((resolve) => {
          answer = () => resolve({ ok: true });
        }),
    });
    renderWithProviders(<GeneratedReports timeZone="UTC" />);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Generated reports' });
    await user.click(
      within(rowOf('Open Tasks')).getByRole('button', { name: /^Delete Open Tasks/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete report' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    await user.click(confirm);
    await waitFor(() => expect(confirm.disabled).toBe(true));
    expect(within(dialog).getByRole('progressbar')).toBeTruthy();
    answer();
    expect(await screen.findByText('Report deleted.')).toBeTruthy();
  });

  it('says when there is nothing yet', async () => {
    stubRpc({ 'reports/list': () => [] });
    renderWithProviders(<GeneratedReports timeZone="UTC" />);
    expect(await screen.findByText(/No reports yet/)).toBeTruthy();
  });
});
