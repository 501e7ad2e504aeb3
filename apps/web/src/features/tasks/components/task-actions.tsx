import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { TTaskDetail } from '../api/get-task';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useTaskActionState } from '../hooks/use-task-action-state';

export type TTaskActionsProps = {
  task: TTaskDetail;
  isBusy: boolean;
  onSetStatus: (status: number) => void;
  onEdit: () => void;
  onEditDate: () => void;
  onDelete: () => void;
  onToggleSubscription: () => void;
};

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
  const { t } = useTranslation('tasks');
  const { menuId, menuAnchor, setMenuAnchor, actions, blockId, block, nextStatus, menuStatus } =
    useTaskActionState(task, isBusy);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {actions.nextStatuses.map((status) => {
        const { label, disabled, describedBy } = nextStatus(status);
        return (
          <Button
            key={status}
            variant="contained"
            size="small"
            disabled={disabled}
            aria-describedby={describedBy}
            onClick={() => onSetStatus(status)}
          >
            {label}
          </Button>
        );
      })}
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
            {t('actions.otherStatuses')}
          </Button>
          <Menu
            id={menuId}
            anchorEl={menuAnchor}
            open={Boolean(menuAnchor)}
            onClose={() => setMenuAnchor(null)}
          >
            {actions.moreStatuses.map((status) => {
              const { label, disabled } = menuStatus(status);
              return (
                <MenuItem
                  key={status}
                  disabled={disabled}
                  onClick={() => {
                    setMenuAnchor(null);
                    onSetStatus(status);
                  }}
                >
                  {label}
                </MenuItem>
              );
            })}
          </Menu>
        </>
      )}
      {actions.canEdit && (
        <Button variant="outlined" size="small" disabled={isBusy} onClick={onEdit}>
          {t('actions.editTask')}
        </Button>
      )}
      {actions.canEditDate && (
        <Button variant="outlined" size="small" disabled={isBusy} onClick={onEditDate}>
          {t('actions.editDate')}
        </Button>
      )}
      {actions.canDelete && (
        <Button variant="outlined" size="small" color="error" disabled={isBusy} onClick={onDelete}>
          {t('actions.deleteTask')}
        </Button>
      )}
      {actions.canSubscribe && (
        <Button variant="text" size="small" disabled={isBusy} onClick={onToggleSubscription}>
          {task.subscribed ? t('actions.unsubscribe') : t('actions.subscribe')}
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
