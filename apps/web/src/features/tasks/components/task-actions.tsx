import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { canDeleteTask } from '@craftwork/domain/tasks/next-task';
import type { TTaskDetail } from '../api/get-task';
import { useOutboxEntries } from '../../outbox/outbox-provider';
import { setStatusLabel } from '../utils/task-text';
import { scaffoldBlockOf, useScaffoldWait } from './task-scaffold-wait';

/** A status button's words while that change waits in the outbox to be sent. */
export function pendingStatusLabel(label: string): string {
  return `${label} · Pending…`;
}

/**
 * The status this task's queued, not yet refused, status change asks for (the last one): while
 * it waits, no status change is offered again, so it cannot be sent twice.
 */
function usePendingStatus(taskId: string): number | null {
  const entries = useOutboxEntries();
  const waiting = entries.filter(
    (e) => e.kind === 'status' && e.taskId === taskId && e.state !== 'refused',
  );
  const last = waiting[waiting.length - 1];
  return last?.kind === 'status' ? last.input.status : null;
}

export type TTaskActionsProps = {
  task: TTaskDetail;
  isBusy: boolean;
  onSetStatus: (status: number) => void;
  onEdit: () => void;
  onEditDate: () => void;
  onDelete: () => void;
  onToggleSubscription: () => void;
};

/** What the card offers: server offers, with the spec's status rules applied here too. */
export function taskActionsFor(task: Pick<TTaskDetail, 'taskStatus' | 'offers'>) {
  const isComplete = task.taskStatus === TASK_STATUS.COMPLETE;
  const next = task.offers.nextStatuses as number[];
  return {
    nextStatuses: next,
    /** Route Awaiting and the estimate dialog's statuses, offered in a menu. */
    moreStatuses: (task.offers.allStatuses as number[]).filter((s) => !next.includes(s)),
    canEdit: task.offers.canEdit,
    canEditDate: task.offers.canEdit && !isComplete,
    canDelete: task.offers.canDelete && canDeleteTask(task.taskStatus),
    canSubscribe: !isComplete,
  };
}

/**
 * What both action layouts (this row, and TaskActionBar on a phone) work from: the offers, the
 * menu's anchor, and why a start is held back. A task waiting for its scaffold may not start:
 * its starts are shown disabled, with why.
 */
export function useTaskActionState(task: TTaskDetail) {
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const actions = taskActionsFor(task);
  const scaffoldWait = useScaffoldWait(task.id);
  const blockOf = (status: number) => scaffoldBlockOf(scaffoldWait.data, task.taskStatus, status);
  const blockId = `${menuId}-scaffold-block`;
  const block = [...actions.nextStatuses, ...actions.moreStatuses]
    .map(blockOf)
    .find((b) => b !== null);
  const pendingStatus = usePendingStatus(task.id);
  /** A status button's words: "Set Complete", or "Set Complete · Pending…" while queued. */
  const statusLabel = (status: number) => {
    const label = setStatusLabel(task.taskStatus, status);
    return status === pendingStatus ? pendingStatusLabel(label) : label;
  };
  const isStatusPending = pendingStatus !== null;
  return {
    menuId,
    menuAnchor,
    setMenuAnchor,
    actions,
    blockOf,
    blockId,
    block,
    statusLabel,
    isStatusPending,
  };
}

/**
 * Set {status}, the other statuses menu, Edit Task, Edit Date, Delete Task, Subscribe (from
 * 600 px; a phone has TaskActionBar).
 */
export function TaskActions({
  task,
  isBusy,
  onSetStatus,
  onEdit,
  onEditDate,
  onDelete,
  onToggleSubscription,
}: TTaskActionsProps) {
  const {
    menuId,
    menuAnchor,
    setMenuAnchor,
    actions,
    blockOf,
    blockId,
    block,
    statusLabel,
    isStatusPending,
  } = useTaskActionState(task);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {actions.nextStatuses.map((status) => (
        <Button
          key={status}
          variant="contained"
          size="small"
          disabled={isBusy || isStatusPending || blockOf(status) !== null}
          aria-describedby={blockOf(status) ? blockId : undefined}
          onClick={() => onSetStatus(status)}
        >
          {statusLabel(status)}
        </Button>
      ))}
      {actions.moreStatuses.length > 0 && (
        <>
          <Button
            variant="outlined"
            size="small"
            disabled={isBusy}
            endIcon={<ArrowDropDownIcon aria-hidden="true" />}
            aria-haspopup="menu"
            aria-expanded={menuAnchor ? 'true' : undefined}
            aria-controls={menuAnchor ? menuId : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            Other Statuses
          </Button>
          <Menu
            id={menuId}
            anchorEl={menuAnchor}
            open={Boolean(menuAnchor)}
            onClose={() => setMenuAnchor(null)}
          >
            {actions.moreStatuses.map((status) => (
              <MenuItem
                key={status}
                disabled={isStatusPending || blockOf(status) !== null}
                onClick={() => {
                  setMenuAnchor(null);
                  onSetStatus(status);
                }}
              >
                {statusLabel(status)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      {actions.canEdit && (
        <Button variant="outlined" size="small" disabled={isBusy} onClick={onEdit}>
          Edit Task
        </Button>
      )}
      {actions.canEditDate && (
        <Button variant="outlined" size="small" disabled={isBusy} onClick={onEditDate}>
          Edit Date
        </Button>
      )}
      {actions.canDelete && (
        <Button variant="outlined" size="small" color="error" disabled={isBusy} onClick={onDelete}>
          Delete Task
        </Button>
      )}
      {actions.canSubscribe && (
        <Button variant="text" size="small" disabled={isBusy} onClick={onToggleSubscription}>
          {task.subscribed ? 'Unsubscribe' : 'Subscribe'}
        </Button>
      )}
      {block && (
        <Typography id={blockId} variant="body2" color="warning.dark" sx={{ flexBasis: '100%' }}>
          {block}
        </Typography>
      )}
    </Stack>
  );
}
