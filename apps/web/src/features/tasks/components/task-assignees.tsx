import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SelectUserDialog } from '../../../components/ui/select-user-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAssignableUsers, useSetAssignees, type TAssignee } from '../api/assign-task';
import { useTaskNotify } from '../hooks/use-task-notify';

/** The assignees as chips with their photos (or "Nobody"). */
export function AssigneeChips({ assignees }: { assignees: readonly TAssignee[] }) {
  const { t } = useTranslation('tasks');
  if (assignees.length === 0) return <>{t('assignees.nobody')}</>;
  return (
    <Stack component="span" direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {assignees.map((a) => (
        <Chip
          key={a.userId}
          size="small"
          label={a.name}
          avatar={<Avatar src={a.photoUrl ?? undefined} alt="" />}
        />
      ))}
    </Stack>
  );
}

/**
 * The task card's Assign: Select User (multi-select, Cancel and Save) over the users the task
 * may be assigned to; Save replaces the assignees.
 */
export function AssignTaskButton({
  taskId,
  assignees,
  disabled,
}: {
  taskId: string;
  assignees: readonly TAssignee[];
  disabled?: boolean;
}) {
  const { t } = useTranslation('tasks');
  const [open, setOpen] = useState(false);
  const notify = useTaskNotify();
  const users = useAssignableUsers(taskId, open);
  const save = useSetAssignees();
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        disabled={disabled || save.isPending}
        onClick={() => setOpen(true)}
      >
        {t('assignees.assign')}
      </Button>
      {open && users.isPending && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('assignees.loadingUsers')}
        </Typography>
      )}
      <SelectUserDialog
        open={open && users.isSuccess}
        users={users.data ?? []}
        multiple
        selected={assignees.map((a) => a.userId)}
        onClose={() => setOpen(false)}
        onSave={(userIds) =>
          save.mutate(
            { taskId, userIds },
            {
              onSuccess: () => {
                setOpen(false);
                notify.success(t('messages.assigneesSaved'));
              },
              onError: (error) => notify.error(error),
            },
          )
        }
      />
    </>
  );
}
