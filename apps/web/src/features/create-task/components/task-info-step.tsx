import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { errorText } from '../../../lib/i18n/error-text';
import { ControlledTextField } from '../../../components/ui/controlled-text-field';
import { DetailFormFields } from '../../../components/details/detail-form-fields';
import type { TWizardValues } from '../utils/wizard-form';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useTranslation } from '../../../lib/i18n/i18n';

type TCompany = { id: string; name: string };

type TTaskInfoStepProps = {
  companies: {
    data: readonly TCompany[] | undefined;
    isPending: boolean;
    error: unknown;
    refetch: () => void;
  };
  craftTypeName: string;
  taskDetailFields: readonly TDetailFieldConfig[];
  /** The status the task will be created in, when known (details required on it are marked). */
  taskStatus: number | null;
  timeZone: string;
  siteKey: string;
  /** Shown where the estimate flow applies to the craft and task type. */
  estimate: { isOffered: boolean; isAutomatic: boolean };
  onTitleEdited: () => void;
};

/** The task itself: assigned company, title, description, work order, details, subscription. */
export function TaskInfoStep({
  companies,
  craftTypeName,
  taskDetailFields,
  taskStatus,
  timeZone,
  siteKey,
  estimate,
  onTitleEdited,
}: TTaskInfoStepProps) {
  const { control } = useFormContext<TWizardValues>();
  const { t } = useTranslation('createTask');
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
      {companies.isPending ? (
        <Skeleton variant="rounded" height={56} aria-label={t('loadingCompanies')} />
      ) : companies.error ? (
        <RetryAlert onRetry={companies.refetch}>{errorText(companies.error)}</RetryAlert>
      ) : (
        <Controller
          control={control}
          name="assignedCompanyId"
          render={({ field, fieldState }) => (
            <Stack spacing={1}>
              {fieldState.error && (
                <Alert severity="warning" role="alert">
                  {t('taskInfo.selectCompany')}
                </Alert>
              )}
              <TextField
                id="assigned-company"
                select
                label={t('taskInfo.assignedCompany')}
                required
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                fullWidth
              >
                {(companies.data ?? []).map((company) => (
                  <MenuItem key={company.id} value={company.id}>
                    {company.name}
                  </MenuItem>
                ))}
              </TextField>
              {companies.data?.length === 0 && (
                <FormHelperText>
                  {t('taskInfo.noCompanySupports', { craftType: craftTypeName })}
                </FormHelperText>
              )}
            </Stack>
          )}
        />
      )}
      <ControlledTextField
        control={control}
        name="title"
        id="task-title"
        label={t('taskInfo.title')}
        helperText={t('taskInfo.titleHelp')}
        onEdit={onTitleEdited}
      />
      <ControlledTextField
        control={control}
        name="description"
        id="task-description"
        label={t('taskInfo.description')}
        multiline
        minRows={3}
      />
      <ControlledTextField
        control={control}
        name="workOrder"
        id="task-work-order"
        label={t('taskInfo.workOrder')}
      />
      <DetailFormFields
        fields={taskDetailFields}
        name="taskSpecificDetails"
        control={control}
        status={taskStatus ?? undefined}
        timeZone={timeZone}
        siteKey={siteKey}
      />
      {estimate.isOffered && (
        <Controller
          control={control}
          name="estimateRequested"
          render={({ field }) => (
            <Stack>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value || estimate.isAutomatic}
                    disabled={estimate.isAutomatic}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('taskInfo.requestEstimate')}
              />
              {estimate.isAutomatic && (
                <FormHelperText sx={{ mt: 0 }}>{t('taskInfo.estimateAutomatic')}</FormHelperText>
              )}
            </Stack>
          )}
        />
      )}
      <Controller
        control={control}
        name="subscribe"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
            label={t('taskInfo.subscribe')}
          />
        )}
      />
    </Stack>
  );
}
