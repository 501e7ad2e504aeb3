import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { orpc } from '../../../lib/rpc';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { Dashboard } from '../components/dashboard';

const COUNTS = { All: 12, Scheduled: 3, 'In Progress': 4, Urgent: 1, Inspection: 2, Backlog: 0 };

function withSummary(
  craftType: number | null,
  standing: { total: number; averageDays: number | null },
) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(orpc.dashboard.summary.queryKey({ input: { craftType } }), {
    standing,
    counts: COUNTS,
    compliance: { overdueInspections: 5, waitingForScaffold: 2 },
  });
  return queryClient;
}

describe('dashboard', () => {
  it('links each tile to its list with its open count; Completed and Map have none', () => {
    renderWithProviders(<Dashboard craftType={15} customerSite={false} />, {
      queryClient: withSummary(15, { total: 7, averageDays: 21 }),
    });
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByText('21')).toBeTruthy();
    const tiles: [string, string][] = [
      ['All open tasks, 12 open', '/task-list/All'],
      ['Scheduled, 3 open', '/task-list/Scheduled'],
      ['In Progress, 4 open', '/task-list/In%20Progress'],
      ['Urgent, 1 open', '/task-list/Urgent'],
      ['Inspections, 2 open', '/task-list/Inspection'],
      ['Backlog, 0 open', '/task-list/Backlog'],
      ['Completed', '/task-list/Completed'],
      ['Map', '/map-view'],
      ['Compliance, 5 overdue inspections', '/compliance'],
      ['Waiting for scaffold, 2 waiting', '/compliance?tab=waiting'],
    ];
    for (const [name, href] of tiles) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByRole('link', { name: 'Create Task' }).getAttribute('href')).toBe(
      '/create-task',
    );
  });

  it('shows -- for both standing figures when no scaffold stands', () => {
    renderWithProviders(<Dashboard craftType={null} customerSite={false} />, {
      queryClient: withSummary(null, { total: 0, averageDays: null }),
    });
    expect(screen.getAllByText('--')).toHaveLength(2);
  });

  it('offers only Create Job on a customer site', () => {
    renderWithProviders(<Dashboard craftType={null} customerSite />, {
      queryClient: withSummary(null, { total: 7, averageDays: 21 }),
    });
    expect(screen.getByRole('link', { name: 'Create Job' }).getAttribute('href')).toBe(
      '/create-customer-task',
    );
    expect(screen.queryByRole('link', { name: /Scheduled/ })).toBeNull();
    expect(screen.queryByText('Total Scaffolds Standing')).toBeNull();
  });

  describe('in Polish', () => {
    afterEach(async () => {
      await switchLanguage('en');
    });

    it('writes the standing figures with the Polish decimal mark', async () => {
      await switchLanguage('pl');
      renderWithProviders(<Dashboard craftType={null} customerSite={false} />, {
        queryClient: withSummary(null, { total: 7, averageDays: 21.5 }),
      });
      expect(await screen.findByText('21,5')).toBeTruthy();
      expect(screen.queryByText('21.5')).toBeNull();
    });

    it.each([
      [false, 'Utwórz zadanie'],
      [true, 'Utwórz zlecenie'],
    ])('names Create Task in the language (customer site: %s)', async (customerSite, name) => {
      await switchLanguage('pl');
      renderWithProviders(<Dashboard craftType={null} customerSite={customerSite} />, {
        queryClient: withSummary(null, { total: 7, averageDays: 21 }),
      });
      expect(await screen.findByRole('link', { name })).toBeTruthy();
    });
  });
});
