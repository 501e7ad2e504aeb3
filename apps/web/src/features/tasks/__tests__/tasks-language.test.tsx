import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import { TaskDetailCard } from '../components/task-detail-card';
import { COMPANIES, stubRpc, taskDetail } from './rpc-stub';

const site = testSite({
  permissions: { canUpdateTasks: true, canDeleteTasks: true, isPlantPersonnel: true },
  validTaskTypes: [10, 11, 12, 13, 14, 15],
});

describe('task detail card in Polish', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('reads its labels, status, actions and tabs from the Polish catalogue', async () => {
    await switchLanguage('pl');
    stubRpc({ 'sites/listCompanies': () => COMPANIES });
    renderWithProviders(
      <TaskDetailCard
        task={taskDetail({
          urgent: true,
          assignedCompanyName: null,
          offers: { nextStatuses: [40], canDelete: true },
        })}
        site={site}
        openTasksOnRecord={1}
      />,
      { queryClient: createTestQueryClient({ me: testMe(site) }) },
    );
    expect(screen.getByText('Firma wykonawcza')).toBeTruthy();
    expect(screen.getByText('Oczekuje (Pilne)')).toBeTruthy();
    expect(screen.getByText('[Niedostępne]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ustaw: W realizacji' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usuń zadanie' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Zdarzenia (0)' })).toBeTruthy();
    expect(screen.getByText('To zadanie nie ma dodatkowych danych')).toBeTruthy();
    // Scheduled for 7:00 am on the site's clock (Chicago), as Polish writes it; not Mar 15 2030 07:00am.
    expect(screen.getByText('15 mar 2030, 7:00')).toBeTruthy();
  });

  it('names the Material Pickup answer among the details in Polish', async () => {
    await switchLanguage('pl');
    stubRpc({ 'sites/listCompanies': () => COMPANIES });
    renderWithProviders(
      <TaskDetailCard
        task={taskDetail({ taskType: 12, taskStatus: 90, materialPickup: 'returned' })}
        site={site}
        openTasksOnRecord={1}
      />,
      { queryClient: createTestQueryClient({ me: testMe(site) }) },
    );
    expect(screen.getByText('Odbiór materiału')).toBeTruthy();
    expect(screen.getByText('ZWRÓCONO')).toBeTruthy();
  });
});
