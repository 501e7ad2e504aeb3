import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { FormDialog } from '../../../components/ui/form-dialog';
import type { TTaskDetail } from '../api/get-task';
import type { TCompany } from '../api/list-companies';
import type { TStatusChangePayload } from '../hooks/use-status-change';
import {
  initialNextTask,
  NextTaskSection,
  nextTaskError,
  nextTaskPayload,
  type TNextTaskState,
} from './next-task-section';

type TCompletionDialogProps = {
  open: boolean;
  task: TTaskDetail;
  question: string;
  companies: readonly TCompany[];
  isLoadingCompanies: boolean;
  isPending: boolean;
  onSubmit: (payload: TStatusChangePayload) => void;
  onClose: () => void;
};

/** The task completion dialog (width 350): the next-task question, company and notes. */
export function CompletionDialog(props: TCompletionDialogProps) {
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      isPending={props.isPending}
      maxWidth={350}
    >
      {(titleId) => <CompletionForm {...props} titleId={titleId} />}
    </FormDialog>
  );
}

function CompletionForm({
  titleId,
  task,
  question,
  companies,
  isLoadingCompanies,
  isPending,
  onSubmit,
  onClose,
}: TCompletionDialogProps & { titleId: string }) {
  const [nextTask, setNextTask] = useState<TNextTaskState>(() =>
    initialNextTask(companies, task.assignedCompanyId),
  );
  const [showErrors, setShowErrors] = useState(false);
  const error = showErrors ? nextTaskError(nextTask) : null;

  const handleSave = () => {
    setShowErrors(true);
    if (nextTaskError(nextTask)) return;
    onSubmit(nextTaskPayload(nextTask));
  };

  return (
    <>
      <DialogTitle id={titleId}>Complete Task</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <NextTaskSection
            question={question}
            value={nextTask}
            onChange={setNextTask}
            companies={companies}
            isLoadingCompanies={isLoadingCompanies}
            showErrors={showErrors}
            idPrefix={`completion-${task.id}`}
          />
          {error && (
            <Alert severity="warning" role="alert">
              {TASK_MESSAGES.selectAssignedCompany}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={handleSave} disabled={isPending}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}
