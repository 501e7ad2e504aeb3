import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { OutboxProvider } from '../../outbox/outbox-provider';
import { memoryOutboxStorage } from '../../outbox/outbox-storage';
import type { TOutboxEntry, TQueuedStatusInput } from '../../outbox/outbox-types';
import { TaskActionBar } from '../components/task-action-bar';
import { TaskActions } from '../components/task-actions';
import { taskDetail } from './rpc-stub';

const SCOPE = 'user-1/PLANT1';
const { AWAITING, IN_PROGRESS, ON_HOLD } = TASK_STATUS;

/** A task Awaiting, offered In Progress and, in the menu, On Hold. */
const TASK = taskDetail({
  taskStatus: AWAITING,
  offers: { nextStatuses: [IN_PROGRESS], allStatuses: [IN_PROGRESS, ON_HOLD] },
});

/** Set In Progress, queued offline for the task and not sent yet. */
function queuedStatus(state: TOutboxEntry['state']): TOutboxEntry {
  return {
    kind: 'status',
    input: { taskId: TASK.id, status: IN_PROGRESS } satisfies TQueuedStatusInput,
    id: 'entry-1',
    seq: 1,
    scope: SCOPE,
    taskId: TASK.id,
    craftRecordId: TASK.craftRecordId,
    summary: 'Set In Progress',
    lines: [],
    createdAt: '2030-03-01T14:00:00.000Z',
    state,
    refusal: state === 'refused' ? 'No.' : null,
  };
}

function renderActions(entries: TOutboxEntry[], layout: 'row' | 'bar') {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  stubRpc({ 'scaffoldWaiting/forTask': () => null });
  const storage = memoryOutboxStorage();
  for (const entry of entries) storage.entries.set(entry.id, entry);
  const Actions = layout === 'row' ? TaskActions : TaskActionBar;
  renderWithProviders(
    <OutboxProvider scope={SCOPE} storage={storage}>
      <Actions
        task={TASK}
        isBusy={false}
        onSetStatus={vi.fn()}
        onEdit={vi.fn()}
        onEditDate={vi.fn()}
        onDelete={vi.fn()}
        onToggleSubscription={vi.fn()}
      />
    </OutboxProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe.each([
  ['TaskActions', 'row', 'Other Statuses'],
  ['TaskActionBar (a phone)', 'bar', 'More'],
] as const)('%s while a status change waits offline', (_name, layout, menuButton) => {
  it('names the queued status Pending and holds back every status change', async () => {
    renderActions([queuedStatus('pending')], layout);
    const pending = await screen.findByRole('button', { name: 'Set In Progress · Pending…' });
    expect(pending).toHaveProperty('disabled', true);
    await act(() => userEvent.setup().click(screen.getByRole('button', { name: menuButton })));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Set On Hold' })).toHaveProperty(
      'ariaDisabled',
      'true',
    );
  });

  it('offers the statuses again once the change is refused', async () => {
    renderActions([queuedStatus('refused')], layout);
    expect(await screen.findByRole('button', { name: 'Set In Progress' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.queryByRole('button', { name: /Pending/ })).toBeNull();
  });
});
