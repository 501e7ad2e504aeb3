import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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

describe('WaitingTasksList', () => {
  it('lists each waiting task with its craft, company, scaffold and reason', async () => {
    stubRpc({ 'scaffoldWaiting/list': () => [ROW] });
    renderWithProviders(<WaitingTasksList />);
    const table = await screen.findByRole('table', { name: 'Tasks waiting for a scaffold' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Painting - rack 12 steelScheduled',
      'Painting',
      'Brightline Coatings',
      'Rack 12 scaffold (Tag WT-1)',
      'Waiting for scaffoldOn hold: work on the scaffold is stopped.',
    ]);
    expect(
      within(table).getByRole('link', { name: 'Painting - rack 12 steel' }).getAttribute('href'),
    ).toBe('/craft-record/rec-p/task-1');
    expect(
      within(table).getByRole('link', { name: 'Rack 12 scaffold (Tag WT-1)' }).getAttribute('href'),
    ).toBe('/craft-record/rec-s');
  });

  it('says when no task is waiting', async () => {
    stubRpc({ 'scaffoldWaiting/list': () => [] });
    renderWithProviders(<WaitingTasksList />);
    expect(await screen.findByText('No task is waiting for a scaffold.')).toBeTruthy();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    stubRpc({});
    renderWithProviders(<WaitingTasksList />);
    expect(await screen.findByText('The waiting tasks could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
