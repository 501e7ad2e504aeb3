import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useTaskActionState } from '../hooks/use-task-action-state';
import type { TTaskActionsProps } from './task-actions';

/**
 * The task card's actions on a phone (decision 178): a bar kept at the bottom of the screen
 * while the card is in view, in reach of a thumb. The next statuses fill its width; Edit Task
 * and More (the other statuses, Edit Date, Delete Task, Subscribe) share the row under them.
 */
export function TaskActionBar({
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
  const hasMore =
    actions.moreStatuses.length > 0 ||
    actions.canEditDate ||
    actions.canDelete ||
    actions.canSubscribe;
  const choose = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };
  return (
    <Box
      role="group"
      aria-label={t('actions.group', { title: task.title })}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mx: -2,
        px: 2,
        pt: 1,
        pb: 'max(8px, env(safe-area-inset-bottom))',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {block && (
        <Typography id={blockId} variant="body2" color="warning.dark" sx={{ mb: 1 }}>
          {block}
        </Typography>
      )}
      <Stack spacing={1}>
        {actions.nextStatuses.map((status) => {
          const { label, disabled, describedBy } = nextStatus(status);
          return (
            <Button
              key={status}
              variant="contained"
              fullWidth
              disabled={disabled}
              aria-describedby={describedBy}
              onClick={() => onSetStatus(status)}
            >
              {label}
            </Button>
          );
        })}
        {(actions.canEdit || hasMore) && (
          <Stack direction="row" spacing={1}>
            {actions.canEdit && (
              <Button variant="outlined" fullWidth disabled={isBusy} onClick={onEdit}>
                {t('actions.editTask')}
              </Button>
            )}
            {hasMore && (
              <Button
                variant="outlined"
                fullWidth
                disabled={isBusy}
                startIcon={<MoreVertIcon aria-hidden="true" />}
                aria-haspopup="menu"
                aria-expanded={menuAnchor ? 'true' : undefined}
                aria-controls={menuAnchor ? menuId : undefined}
                onClick={(event) => setMenuAnchor(event.currentTarget)}
              >
                {t('actions.more')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={Boolean(menuAnchor)}
        onClose={() => setMenuAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {actions.moreStatuses.map((status) => {
          const { label, disabled } = menuStatus(status);
          return (
            <MenuItem key={status} disabled={disabled} onClick={choose(() => onSetStatus(status))}>
              {label}
            </MenuItem>
          );
        })}
        {actions.moreStatuses.length > 0 && <Divider />}
        {actions.canEditDate && (
          <MenuItem onClick={choose(onEditDate)}>{t('actions.editDate')}</MenuItem>
        )}
        {actions.canSubscribe && (
          <MenuItem onClick={choose(onToggleSubscription)}>
            {task.subscribed ? t('actions.unsubscribe') : t('actions.subscribe')}
          </MenuItem>
        )}
        {actions.canDelete && (
          <MenuItem onClick={choose(onDelete)} sx={{ color: 'error.main' }}>
            {t('actions.deleteTask')}
          </MenuItem>
        )}
      </Menu>
    </Box>
  );
}
