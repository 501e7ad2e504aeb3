import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider } from 'react-hook-form';
import { noCraftTypeText, wizardCraftTypes } from '@craftwork/domain/tasks/wizard';
import { siteWording } from '@craftwork/domain/site/wording';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useStatusName } from '../../../lib/i18n/use-status-name';
import { useCraftTypeName, useTaskTypeName } from '../../../lib/i18n/use-type-names';
import type { TSiteContext } from '../../../lib/session';
import { useCraftRecord } from '../api/get-craft-record';
import { useCompanies } from '../api/list-companies';
import { useSaveTask } from '../hooks/use-save-task';
import { useWizardForm } from '../hooks/use-wizard-form';
import type { TJobContext } from '../utils/job-prefill';
import type { TPickedCraftRecord, TWizardValues } from '../utils/wizard-form';
import { stepLabel } from '../utils/wizard-flow';
import type { TCraftRecordListSlot } from './record-steps';
import { SaveStatus } from './save-status';
import { WizardFrame } from './wizard-frame';
import { WizardProgress } from './wizard-progress';
import { WizardStepContent } from './wizard-step-content';

export type { TCraftRecordListSlot, TPickedCraftRecord };

export type TCreateTaskWizardProps = {
  site: TSiteContext;
  customerSite: boolean;
  /** The header's work-type filter (null: all), for the starting craft type. */
  workTypeFilter: number | null;
  /** Opened from a craft record: /create-task/{craftType}/{craftID}. */
  entry: { craftType: number; craftRecordId: string } | null;
  /** The embedded craft record list (composed by the route: features do not import features). */
  renderCraftRecordList: TCraftRecordListSlot;
  /** A Job's customer, the estimate the task is made from and what it prefills. */
  job?: TJobContext;
  /** Shown above the steps (the Job's customer). */
  customerBar?: ReactNode;
};

/**
 * The Create New Task wizard (spec part 2): craft type, task type, craft record (chosen or new,
 * with location and info), schedule date and task info; saved with tasks.create, then the new
 * record's images.
 */
export function CreateTaskWizard(props: TCreateTaskWizardProps) {
  const { entry, site, customerSite } = props;
  const record = useCraftRecord(entry?.craftRecordId ?? null);
  const companies = useCompanies();
  const { t } = useTranslation('createTask');
  const title = t('title', { kind: customerSite ? 'job' : 'task' });

  if (!site.siteUser.permissions.canCreateTasks) {
    return (
      <WizardFrame title={title}>
        <Alert severity="error">{t('noPermission')}</Alert>
      </WizardFrame>
    );
  }
  // The craft types offered are those a company the user may assign supports.
  if (companies.isPending) {
    return (
      <WizardFrame title={title}>
        <InlineLoader label={t('loadingCompanies')} />
      </WizardFrame>
    );
  }
  if (companies.isError) {
    return (
      <WizardFrame title={title}>
        <RetryAlert onRetry={() => void companies.refetch()}>
          {errorText(companies.error)}
        </RetryAlert>
      </WizardFrame>
    );
  }
  const craftTypes = wizardCraftTypes(site.validCraftTypes, companies.data);
  if (craftTypes.length === 0) {
    const isPlantPersonnel = site.siteUser.permissions.isPlantPersonnel;
    return (
      <WizardFrame title={title}>
        <Alert severity="info">
          {noCraftTypeText({
            siteHasCraftTypes: site.validCraftTypes.length > 0,
            isPlantPersonnel,
            companyName: isPlantPersonnel ? null : (companies.data[0]?.name ?? null),
          })}
        </Alert>
      </WizardFrame>
    );
  }
  if (entry) {
    if (record.isPending) {
      return (
        <WizardFrame title={title}>
          <InlineLoader label={t('loadingRecord')} />
        </WizardFrame>
      );
    }
    if (record.error || !record.data) {
      return (
        <WizardFrame title={title}>
          <RetryAlert onRetry={() => void record.refetch()}>
            {record.error ? errorText(record.error) : t('dataNotAvailable')}
          </RetryAlert>
        </WizardFrame>
      );
    }
    const picked: TPickedCraftRecord = {
      id: record.data.id,
      title: record.data.title,
      craftType: record.data.craftType,
      locationId: record.data.locationId,
      locationTitle: record.data.locationTitle,
    };
    return <WizardForm {...props} title={title} craftTypes={craftTypes} entryRecord={picked} />;
  }
  return <WizardForm {...props} title={title} craftTypes={craftTypes} entryRecord={null} />;
}

function WizardForm({
  site,
  customerSite,
  workTypeFilter,
  entryRecord,
  renderCraftRecordList,
  title,
  craftTypes,
  job,
  customerBar,
}: TCreateTaskWizardProps & {
  entryRecord: TPickedCraftRecord | null;
  title: string;
  /** The site's craft types a company the user may assign supports. */
  craftTypes: readonly number[];
}) {
  const { t } = useTranslation('createTask');
  const statusName = useStatusName();
  const craftTypeName = useCraftTypeName();
  const taskTypeName = useTaskTypeName();
  const save = useSaveTask({ customerSite });
  const wizard = useWizardForm({
    site,
    workTypeFilter,
    entryRecord,
    craftTypes,
    prefill: job?.prefill ?? null,
    onStepChange: save.clearError,
  });
  const { form, current, craftType, taskType, isLastStep } = wizard;
  const recordWord = siteWording(customerSite).wizardRecord;

  // Screen readers hear the new step; the first render keeps the focus where the page puts it.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(current);
  useEffect(() => {
    if (previousStep.current !== current) stepHeading.current?.focus();
    previousStep.current = current;
  }, [current]);

  const handleValid = async (values: TWizardValues) => {
    const { input, images } = wizard.saveInput(values);
    const customer = job?.customer;
    await save.submit(
      {
        ...input,
        ...(customer
          ? {
              customerId: customer.customerId,
              customerLocationId: customer.customerLocationId ?? undefined,
            }
          : {}),
        ...(job?.estimateId ? { estimateId: job.estimateId } : {}),
      },
      images,
      values.craftRecord?.title ?? entryRecord?.title ?? null,
    );
  };

  const statusOnSave = wizard.createdStatus === null ? null : statusName(wizard.createdStatus);
  const subtitle = [
    entryRecord && wizard.onEntryRecord
      ? t('entryRecord', { kind: customerSite ? 'job' : 'record', title: entryRecord.title })
      : null,
    craftType !== null ? craftTypeName(craftType) : null,
    taskType !== null ? taskTypeName(taskType) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <WizardFrame title={title} subtitle={subtitle}>
      {customerBar}
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            if (save.isBusy) return;
            if (!isLastStep) void wizard.handleNext();
            else void form.handleSubmit(handleValid, wizard.handleInvalid)(event);
          }}
        >
          <WizardProgress
            steps={wizard.steps}
            current={current}
            customerSite={customerSite}
            onStepClick={wizard.goTo}
            disabled={save.isLocked}
          />
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography
              ref={stepHeading}
              tabIndex={-1}
              variant="h6"
              component="h2"
              sx={{ mb: 2, outline: 'none' }}
            >
              {stepLabel(current, customerSite, t)}
            </Typography>
            <Box
              component="fieldset"
              disabled={save.isLocked}
              sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
            >
              <WizardStepContent
                wizard={wizard}
                site={site}
                craftTypes={craftTypes}
                recordWord={recordWord}
                isLocked={save.isLocked}
                renderCraftRecordList={renderCraftRecordList}
              />
            </Box>
          </Paper>
          <Paper
            elevation={3}
            sx={{
              position: 'sticky',
              bottom: 0,
              mt: 2,
              p: { xs: 1.5, sm: 2 },
              zIndex: 2,
            }}
          >
            <SaveStatus
              save={save.state}
              error={save.error}
              created={save.created}
              onContinue={save.continueWithoutImages}
            />
            {isLastStep && statusOnSave && !save.error && save.state.phase === 'idle' && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('statusOnSave', { status: statusOnSave })}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Button onClick={wizard.handleBack} disabled={wizard.stepIndex <= 0 || save.isLocked}>
                {t('back')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={save.isBusy || save.state.phase === 'done'}
              >
                {isLastStep ? (save.created ? t('retryUpload') : t('createTask')) : t('next')}
              </Button>
            </Stack>
          </Paper>
        </Box>
      </FormProvider>
    </WizardFrame>
  );
}
