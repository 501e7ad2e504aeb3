import { afterEach, describe, expect, it } from 'vitest';
import { mayUpdateRecord, type TActor } from '@craftwork/domain/access/ownership';
import { NO_PERMISSIONS } from '@craftwork/domain/access/permissions';
import { ABSENT_RECORD_DEFAULT_CRAFT_TYPE } from '@craftwork/domain/navigation/absent-record';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { createTestQueryClient, renderRoutes, testMe, testSite } from '../../../../test/render';
import { craftRecord, RpcFailure, stubRpc } from '../../../../features/records/__tests__/rpc-stub';
import { taskDetail } from '../../../../features/tasks/__tests__/rpc-stub';
import { switchLanguage } from '../../../../lib/i18n/i18n';
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
  it("sends the user to the spec's default type's list when the record is absent and no work type is in use", async () => {
    writeWorkType('all');
    stubRpc({
      'craftRecords/get': () => {
        throw new RpcFailure('NOT_FOUND', 404, 'Data is not available.');
      },
    });
    renderPage('/craft-record/gone');
    expect(
      await screen.findByText(`At /craft-list/${ABSENT_RECORD_DEFAULT_CRAFT_TYPE}`),
    ).toBeTruthy();
  });

  it('sends the user to the list of the work type in use when the record is absent', async () => {
    // Another type than the default, so the two rules are told apart.
    writeWorkType(20);
    stubRpc({
      'craftRecords/get': () => {
        throw new RpcFailure('NOT_FOUND', 404, 'Data is not available.');
      },
    });
    renderPage('/craft-record/gone');
    expect(await screen.findByText('At /craft-list/20')).toBeTruthy();
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

  // The pin moves with offers.canEdit, which the server answers by the ownership rule: the
  // cases are the ones where the rule matters (its creator without the permission may move it).
  it.each([
    ['its creator, without canUpdateCraftRecords', 'user-1', false, true],
    ['someone else, without canUpdateCraftRecords', 'someone-else', false, false],
    ['someone else, with canUpdateCraftRecords', 'someone-else', true, true],
  ] as const)(
    'whether %s may move the pin (created by %s, flag %s): %s',
    async (_who, createdById, canUpdate, canMove) => {
      const me = testMe(site).user;
      const actor: TActor = {
        userId: me.id,
        permissions: { ...NO_PERMISSIONS, canUpdateCraftRecords: canUpdate },
      };
      const canEdit = mayUpdateRecord(actor, { createdBy: createdById });
      expect(canEdit).toBe(canMove);
      stubRpc({
        'craftRecords/get': () =>
          craftRecord({
            createdById,
            latitude: 29.7361,
            longitude: -95.2119,
            offers: { canEdit, canDelete: false, canGenerateQrTag: false, canAddTask: false },
          }),
      });
      renderPage('/craft-record/rec-1');
      // The map is on the page, the button under it only for those who may move the pin.
      expect(await screen.findByRole('region', { name: 'Map of the craft record' })).toBeTruthy();
      const button = screen.queryByRole('button', { name: 'Place pin at map center' });
      expect(button !== null).toBe(canMove);
    },
  );
});

describe('craft record page in Polish', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('names its sections, lists and actions in Polish', async () => {
    await switchLanguage('pl');
    stubRpc({
      'craftRecords/get': () =>
        craftRecord({
          offers: { canEdit: false, canDelete: false, canGenerateQrTag: false, canAddTask: true },
        }),
    });
    renderPage('/craft-record/rec-1');
    const open = await screen.findByRole('region', { name: 'Otwarte zadania' });
    expect(within(open).getByText('Brak otwartych zadań')).toBeTruthy();
    const closed = screen.getByRole('region', { name: 'Zamknięte zadania' });
    expect(within(closed).getByText('Brak zamkniętych zadań')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nowe zadanie' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Zdjęcia' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Szczegóły prac' })).toBeTruthy();
    expect(screen.getByText('Ten zakład nie ma pól szczegółów dla tego rodzaju prac')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Załączniki' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mapa' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Pump P-22 deck · Zlecenie robót · Craftwork'));
  });
});
