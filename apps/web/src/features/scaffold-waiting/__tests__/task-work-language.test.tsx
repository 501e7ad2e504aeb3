import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { WaitingTasksList } from '../components/waiting-tasks-list';

const ROW = {
  taskId: 'task-1',
  title: 'Painting - rack 12 steel',
  craftType: 30,
  taskType: 60,
  taskStatus: 20,
  craftRecordId: 'rec-p',
  assignedCompanyName: 'Brightline Coatings',
  scaffold: { id: 'rec-s', title: 'Rack 12 scaffold', tagNumber: 'WT-1' },
  reason: 'onHold',
  reasonText: 'On hold: work on the scaffold is stopped.',
};

describe('task work texts in Polish', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('lists the waiting tasks with Polish headings, status and chip', async () => {
    await switchLanguage('pl');
    stubRpc({ 'scaffoldWaiting/list': () => [ROW] });
    renderWithProviders(<WaitingTasksList />);
    const table = await screen.findByRole('table', { name: 'Zadania czekające na rusztowanie' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Zadanie', 'Branża', 'Firma', 'Rusztowanie', 'Powód']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe('Painting - rack 12 steelZaplanowane');
    expect(cells[3]).toBe('Rack 12 scaffold (tabliczka WT-1)');
    expect(cells[4]).toBe('Czeka na rusztowanieOn hold: work on the scaffold is stopped.');
  });
});
