import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { createTestQueryClient, renderRoutes, testMe, testSite } from '../../../../test/render';
import { craftRecord, RpcFailure, stubRpc } from '../../../../features/records/__tests__/rpc-stub';
import { taskDetail } from '../../../../features/tasks/__tests__/rpc-stub';
import { writeWorkType } from '../../../../lib/storage';
import CraftRecordPage from '../craft-record';

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

const site = testSite({ permissions: { canUpdateTasks: true, isPlantPersonnel: true } });

function renderPage(path: string) {
  return renderRoutes(
    [
      { path: paths.craftRecord, element: <CraftRecordPage /> },
      { path: paths.craftList, element: <Where /> },
    ],
    { path, queryClient: createTestQueryClient({ me: testMe(site) }) },
  );
}

const summary = (id: string, title: string, taskStatus: number) => ({
  id,
  refPath: `siteKeys/PLANT1/tasks/${id}`,
  title,
  taskStatus,
  taskType: 10,
  craftType: 10,
  urgent: false,
  nextOpportunity: false,
  assignedCompanyId: 'co-apex',
  assignedCompanyName: 'Apex Scaffold Services',
  timestampScheduled: '2030-03-15T12:00:00.000Z',
  timestampTaskCompleted: null,
});

describe('craft record page', { timeout: 20_000 }, () => {
  it('sends the user to the list of every work type when the record is absent', async () => {
    writeWorkType('all');
    stubRpc({
      'craftRecords/get': () => {
        throw new RpcFailure('NOT_FOUND', 404, 'Data is not available.');
      },
    });
    renderPage('/craft-record/gone');
    expect(await screen.findByText('At /craft-list/all')).toBeTruthy();
  });

  it('sends the user to the list of the work type in use when the record is absent', async () => {
    writeWorkType(10);
    stubRpc({
      'craftRecords/get': () => {
        throw new RpcFailure('NOT_FOUND', 404, 'Data is not available.');
      },
    });
    renderPage('/craft-record/gone');
    expect(await screen.findByText('At /craft-list/10')).toBeTruthy();
    writeWorkType('all');
  });

  it('expands the task named in the address, and leaves the others collapsed', async () => {
    const calls = stubRpc({
      'craftRecords/get': () =>
        craftRecord({
          numOpenTasks: 2,
          openTasks: [
            summary('task-1', 'Installation - Pump P-22 deck', 30),
            summary('task-2', 'Inspection - Pump P-22 deck', 30),
          ],
        }),
      'tasks/get': (input) =>
        taskDetail({
          id: (input as { id: string }).id,
          offers: { nextStatuses: [40], allStatuses: [40] },
        }),
      'sites/listCompanies': () => [],
    });
    renderPage('/craft-record/rec-1/task-2');
    const open = await screen.findByRole('region', { name: 'Open Tasks' });
    const cards = within(open).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[1]?.getAttribute('aria-current')).toBe('true');
    expect(await within(cards[1]!).findByRole('button', { name: 'Set In Progress' })).toBeTruthy();
    expect(within(cards[0]!).queryByRole('button', { name: 'Set In Progress' })).toBeNull();
    expect(
      within(cards[0]!)
        .getByRole('button', { name: 'Expand Installation - Pump P-22 deck' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'tasks/get').map((c) => c.input)).toEqual([
        { id: 'task-2' },
      ]),
    );
  });
});
