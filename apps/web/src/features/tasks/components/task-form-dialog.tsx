import { useState, type ComponentType } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TTaskDetail } from '../api/get-task';
import type { TCompany } from '../api/list-companies';
import type { TStatusChangePayload } from '../hooks/use-status-change';
import { initialNextTask, type TNextTaskState } from './next-task-section';

/** What the status-change and completion dialogs share: the task, its companies and the save. */
export type TTaskFormDialogProps = {
  open: boolean;
  task: TTaskDetail;
  companies: readonly TCompany[];
  isLoadingCompanies: boolean;
  isPending: boolean;
  onSubmit: (payload: TStatusChangePayload) => void;
  onClose: () => void;
};

/** A FormDialog `maxWidth` wide holding `Form`, given the dialog's props and its title id. */
export function TaskFormDialog<TProps extends TTaskFormDialogProps>({
  maxWidth,
  props,
  Form,
}: {
  maxWidth: number;
  props: TProps;
  Form: ComponentType<TProps & { titleId: string }>;
}) {
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      isPending={props.isPending}
      maxWidth={maxWidth}
    >
      {(titleId) => <Form {...props} titleId={titleId} />}
    </FormDialog>
  );
}

/** The next-task answer, starting from the task's company when it is one of `companies`. */
export function useNextTaskState(task: TTaskDetail, companies: readonly TCompany[]) {
  return useState<TNextTaskState>(() => initialNextTask(companies, task.assignedCompanyId));
}

/** Cancel and Save, both disabled while saving. */
export function CancelSaveActions({
  isPending,
  onCancel,
  onSave,
}: {
  isPending: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation('tasks');
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={isPending}>
        {t('dialog.cancel')}
      </Button>
      <Button variant="contained" onClick={onSave} disabled={isPending}>
        {t('dialog.save')}
      </Button>
    </DialogActions>
  );
}
