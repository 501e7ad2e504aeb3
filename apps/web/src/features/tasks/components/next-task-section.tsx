import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TNextTaskRequest } from '@craftwork/domain/tasks/schemas';
import { autoSelected, companiesForCraftType } from '@craftwork/domain/tasks/wizard';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TCompany } from '../api/list-companies';

/** The completion dialog's answer: create the next task, for which company, with what notes. */
export type TNextTaskState = { create: boolean; assignedCompanyId: string; notes: string };

/** Companies offered for the next task: those supporting the record's craft type. */
export function nextTaskCompanies(
  companies: readonly TCompany[] | undefined,
  craftType: number,
): TCompany[] {
  return companiesForCraftType(companies ?? [], craftType);
}

/**
 * Starts unticked. The task's own company is proposed when it may take the next task, else the
 * only company offered (as the wizard pre-selects a single company).
 */
export function initialNextTask(
  offered: readonly TCompany[],
  currentCompanyId: string | null,
): TNextTaskState {
  const current = offered.find((c) => c.id === currentCompanyId);
  return {
    create: false,
    assignedCompanyId: current?.id ?? autoSelected(offered)?.id ?? '',
    notes: '',
  };
}

/** The field error of the section (its message key), or null: a ticked box needs a company. */
export function nextTaskError(state: TNextTaskState): 'messages.assignedCompanyRequired' | null {
  return state.create && !state.assignedCompanyId ? 'messages.assignedCompanyRequired' : null;
}

type TNextTaskSectionProps = {
  question: string;
  value: TNextTaskState;
  onChange: (value: TNextTaskState) => void;
  companies: readonly TCompany[];
  isLoadingCompanies?: boolean;
  showErrors: boolean;
  idPrefix: string;
};

/** 'Would you like to create the next task for {type}?', then company and optional notes. */
/** What the dialogs send for the next task: nothing unless the box is ticked. */
export function nextTaskPayload(state: TNextTaskState): { nextTask?: TNextTaskRequest } {
  return state.create
    ? {
        nextTask: {
          create: true,
          assignedCompanyId: state.assignedCompanyId,
          notes: state.notes,
        },
      }
    : {};
}

export function NextTaskSection({
  question,
  value,
  onChange,
  companies,
  isLoadingCompanies = false,
  showErrors,
  idPrefix,
}: TNextTaskSectionProps) {
  const { t } = useTranslation('tasks');
  const error = showErrors ? nextTaskError(value) : null;
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Checkbox
            id={`${idPrefix}-create`}
            checked={value.create}
            onChange={(event) => onChange({ ...value, create: event.target.checked })}
          />
        }
        label={question}
      />
      {value.create && (
        <>
          <TextField
            id={`${idPrefix}-company`}
            select
            label={t('nextTask.assignedCompany')}
            required
            fullWidth
            value={value.assignedCompanyId}
            onChange={(event) => onChange({ ...value, assignedCompanyId: event.target.value })}
            error={Boolean(error)}
            helperText={
              error
                ? t(error)
                : isLoadingCompanies
                  ? t('nextTask.loadingCompanies')
                  : companies.length === 0
                    ? t('nextTask.noCompanies')
                    : ' '
            }
          >
            {companies.map((company) => (
              <MenuItem key={company.id} value={company.id}>
                {company.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id={`${idPrefix}-notes`}
            label={t('nextTask.notes')}
            multiline
            minRows={2}
            fullWidth
            value={value.notes}
            onChange={(event) => onChange({ ...value, notes: event.target.value })}
          />
        </>
      )}
    </Stack>
  );
}
