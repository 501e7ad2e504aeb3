import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_TYPE_INFO } from '@craftwork/domain/reports/report-types';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { ReportConfigDialog } from '../components/report-config-dialog';

const OPTIONS = {
  craftTypes: [{ code: 10, name: 'Scaffolding' }],
  companies: [{ id: 'c-1', name: 'Apex Scaffold Services' }],
  locations: [{ id: 'l-1', title: 'Unit 4' }],
  statuses: [{ code: 20, name: 'In Progress' }],
  kpiTemplates: [],
};

describe('Report configuration dialog', { timeout: 30_000 }, () => {
  it("says the schema's field errors and saves without a date range, at 06:00 by default", async () => {
    const calls = stubRpc({
      'reports/filterOptions': () => OPTIONS,
      'reportConfigs/saveReportConfig': () => ({ id: 'rc-1' }),
    });
    renderWithProviders(
      <ReportConfigDialog
        open
        config={null}
        types={Object.values(REPORT_TYPE_INFO)}
        timeZone="UTC"
        onClose={() => {}}
      />,
    );
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(name, 'Monday scaffolds');
    // Completed Tasks has dates when generated, none here: each run gives its period.
    await user.click(screen.getByRole('combobox', { name: /Report type/ }));
    await user.click(await screen.findByRole('option', { name: 'Completed Tasks' }));
    expect(screen.queryByRole('combobox', { name: 'Date range' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Frequency' }).textContent).toBe('Weekly');
    expect(screen.getByText('Every Monday, covering the previous 7 days.')).toBeTruthy();
    expect((screen.getByLabelText('Send time') as HTMLInputElement).value).toBe('06:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'reportConfigs/saveReportConfig')?.input).toMatchObject({
        id: null,
        name: 'Monday scaffolds',
        type: 'completed-tasks',
        frequency: 'weekly',
        sendTime: '06:00',
        subscribed: true,
        whiteLabel: false,
        paperSize: 'Letter',
        options: { from: null, to: null },
      }),
    );
  });
});
