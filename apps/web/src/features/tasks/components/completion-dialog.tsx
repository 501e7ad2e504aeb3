import { useState } from 'react';
import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/i18n/i18n';
import { NextTaskSection, nextTaskError, nextTaskPayload } from './next-task-section';
import {
  CancelSaveActions,
  TaskFormDialog,
  useNextTaskState,
  type TTaskFormDialogProps,
} from './task-form-dialog';

type TCompletionDialogProps = TTaskFormDialogProps & { question: string };

/** The task completion dialog (width 350): the next-task question, company and notes. */
export function CompletionDialog(props: TCompletionDialogProps) {
  return <TaskFormDialog maxWidth={350} props={props} Form={CompletionForm} />;
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
  const { t } = useTranslation('tasks');
  const [nextTask, setNextTask] = useNextTaskState(task, companies);
  const [showErrors, setShowErrors] = useState(false);
  const error = showErrors ? nextTaskError(nextTask) : null;

  const handleSave = () => {
    setShowErrors(true);
    if (nextTaskError(nextTask)) return;
    onSubmit(nextTaskPayload(nextTask));
  };

  return (
    <>
      <DialogTitle id={titleId}>{t('completion.title')}</DialogTitle>
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
              {t('messages.selectAssignedCompany')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <CancelSaveActions isPending={isPending} onCancel={onClose} onSave={handleSave} />
    </>
  );
}
