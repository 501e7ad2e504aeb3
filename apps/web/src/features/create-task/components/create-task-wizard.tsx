import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { generatePath, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { taskTypeName } from '@craftwork/domain/catalogues/task-types';
import {
  detailFormDefaults,
  detailVisibleOnCraftRecordCreation,
  detailVisibleOnTaskCreation,
} from '@craftwork/domain/details/fields';
import {
  craftDetailFields,
  taskSpecificDetailFields,
  type TSiteCustomizations,
} from '@craftwork/domain/site/site';
import {
  estimateRequestedAutomatically,
  initialStatus,
  isEstimateFlowEnabled,
} from '@craftwork/domain/tasks/initial-status';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import {
  offeredScheduleOptions,
  schedulePickerSelection,
} from '@craftwork/domain/tasks/scheduling';
import {
  autoSelected,
  companiesForCraftType,
  defaultTaskTitle,
  noCraftTypeText,
  requiresNewCraftRecord,
  wizardCraftTypes,
} from '@craftwork/domain/tasks/wizard';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { paths } from '../../../config/paths';
import { errorMessage, isHttpClientError, reportError } from '../../../lib/errors';
import { useNotify } from '../../../lib/notify';
import { orpc } from '../../../lib/rpc';
import { siteCustomizations, type TSiteContext } from '../../../lib/session';
import { addPhotos } from '../api/add-photos';
import { useCreateTask } from '../api/create-task';
import { useCraftRecord } from '../api/get-craft-record';
import { useCompanies } from '../api/list-companies';
import {
  createTaskInput,
  emptyWizardValues,
  STEP_FIELDS,
  wizardSchema,
  type TPickedCraftRecord,
  type TWizardSchemaContext,
  type TWizardValues,
} from '../utils/wizard-form';
import {
  initialCraftType,
  offeredTaskTypes,
  stepInFlow,
  stepLabel,
  wizardFlow,
  wizardSteps,
  type TWizardFlow,
  type TWizardStep,
} from '../utils/wizard-flow';
import { ChoiceStep } from './choice-step';
import {
  CraftRecordStep,
  LocationStep,
  RecordInfoStep,
  type TCraftRecordListSlot,
} from './record-steps';
import { TaskInfoStep } from './task-info-step';
import { WizardProgress } from './wizard-progress';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SchedulePicker } from '../../../components/schedule/schedule-picker';

export type { TCraftRecordListSlot, TPickedCraftRecord };

type TCreateTaskWizardProps = {
  site: TSiteContext;
  customerSite: boolean;
  /** The header's work-type filter (null: all), for the starting craft type. */
  workTypeFilter: number | null;
  /** Opened from a craft record: /create-task/{craftType}/{craftID}. */
  entry: { craftType: number; craftRecordId: string } | null;
  /** The embedded craft record list (composed by the route: features do not import features). */
  renderCraftRecordList: TCraftRecordListSlot;
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
  const title = customerSite ? 'Create Job' : 'Create New Task';

  if (!site.siteUser.permissions.canCreateTasks) {
    return (
      <WizardFrame title={title}>
        <Alert severity="error">{MESSAGES.userLacksPermissions}</Alert>
      </WizardFrame>
    );
  }
  // The craft types offered are those a company the user may assign supports.
  if (companies.isPending) {
    return (
      <WizardFrame title={title}>
        <InlineLoader label="Loading companies" />
      </WizardFrame>
    );
  }
  if (companies.isError) {
    return (
      <WizardFrame title={title}>
        <RetryAlert onRetry={() => void companies.refetch()}>
          {errorMessage(companies.error)}
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
          <InlineLoader label="Loading the craft record" />
        </WizardFrame>
      );
    }
    if (record.error || !record.data) {
      return (
        <WizardFrame title={title}>
          <RetryAlert onRetry={() => void record.refetch()}>
            {record.error ? errorMessage(record.error) : MESSAGES.dataNotAvailable}
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

/** The page's heading with its back arrow. */
function WizardFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of the tab has no history to go back to: go home instead.
  const handleBack = () => {
    if (location.key === 'default') void navigate(paths.home);
    else void navigate(-1);
  };
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <title>{`${title} · Craftwork`}</title>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <IconButton aria-label="Back to the previous page" onClick={handleBack} edge="start">
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
      </Stack>
      {children}
    </Box>
  );
}

type TSaveState =
  | { phase: 'idle' }
  | { phase: 'creating' }
  | { phase: 'uploading'; done: number; total: number }
  | { phase: 'done' };

type TCreated = { craftRecordId: string; taskId: string };

function detailsFor(customizations: TSiteCustomizations, craftType: number | null) {
  if (craftType === null) return [];
  return craftDetailFields(customizations, craftType).filter(detailVisibleOnCraftRecordCreation);
}

function taskDetailsFor(
  customizations: TSiteCustomizations,
  craftType: number | null,
  taskType: number | null,
) {
  if (craftType === null || taskType === null) return [];
  return taskSpecificDetailFields(customizations, craftType, taskType);
}

function WizardForm({
  site,
  customerSite,
  workTypeFilter,
  entryRecord,
  renderCraftRecordList,
  title,
  craftTypes,
}: TCreateTaskWizardProps & {
  entryRecord: TPickedCraftRecord | null;
  title: string;
  /** The site's craft types a company the user may assign supports. */
  craftTypes: readonly number[];
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const customizations = siteCustomizations(site);
  const permissions = site.siteUser.permissions;
  const canCreateRecord = permissions.canCreateCraftRecords;
  const timeZone = site.timezone;
  const recordWord = customerSite ? 'Job' : 'Craft Record';
  const now = new Date();

  const [onEntryRecord, setOnEntryRecord] = useState(entryRecord !== null);
  const [wantsNewRecord, setWantsNewRecord] = useState(false);
  const [activeStep, setActiveStep] = useState<TWizardStep>(entryRecord ? 'taskType' : 'craftType');
  const [images, setImages] = useState<File[]>([]);
  const [isTitleEdited, setIsTitleEdited] = useState(false);
  const [save, setSave] = useState<TSaveState>({ phase: 'idle' });
  const [saveError, setSaveError] = useState<string | null>(null);
  const [created, setCreated] = useState<TCreated | null>(null);
  const [uploaded, setUploaded] = useState(0);

  const [defaultValues] = useState<TWizardValues>(() => {
    const craftType = initialCraftType(craftTypes, workTypeFilter, entryRecord?.craftType ?? null);
    const values = emptyWizardValues(craftType, entryRecord, timeZone);
    const fromRecord =
      wizardFlow({
        onEntryRecord: entryRecord !== null,
        wantsNewRecord: false,
        taskType: null,
        craftType,
      }) === 'fromRecord';
    const taskType = autoSelected(
      offeredTaskTypes(craftType, site.validTaskTypes, {
        fromRecord,
        canCreateCraftRecords: canCreateRecord,
      }),
    );
    return {
      ...values,
      taskType,
      craftDetails: detailFormDefaults(detailsFor(customizations, craftType)),
      taskSpecificDetails: detailFormDefaults(taskDetailsFor(customizations, craftType, taskType)),
    };
  });

  // The resolver reads the flow and field configuration of the moment it runs.
  const schemaContext = useRef<TWizardSchemaContext | null>(null);
  const form = useForm<TWizardValues>({
    defaultValues,
    mode: 'onTouched',
    resolver: (values, context, options) => {
      const ctx = schemaContext.current;
      if (!ctx) return { values, errors: {} };
      const resolve = zodResolver(wizardSchema(ctx)) as unknown as Resolver<TWizardValues>;
      return resolve(values, context, options);
    },
  });
  const { control, setValue, getValues, clearErrors, trigger, handleSubmit, formState } = form;

  const craftType = useWatch({ control, name: 'craftType' });
  const taskType = useWatch({ control, name: 'taskType' });
  const schedule = useWatch({ control, name: 'schedule' });
  const estimateRequested = useWatch({ control, name: 'estimateRequested' });

  const flow: TWizardFlow = wizardFlow({ onEntryRecord, wantsNewRecord, taskType, craftType });
  const steps = wizardSteps(flow);
  const current = stepInFlow(activeStep, flow);
  const stepIndex = steps.indexOf(current);
  const isLastStep = stepIndex === steps.length - 1;

  const taskTypes = offeredTaskTypes(craftType, site.validTaskTypes, {
    fromRecord: flow === 'fromRecord',
    canCreateCraftRecords: canCreateRecord,
  });
  const craftFields = detailsFor(customizations, craftType);
  const scheduleOptions =
    craftType !== null && taskType !== null
      ? offeredScheduleOptions({
          validTaskStatusCodes: site.validTaskStatusCodes,
          customizations,
          craftType,
          taskType,
        })
      : [];
  const selection = schedulePickerSelection(schedule, timeZone);
  const estimateSite = { validTaskStatusCodes: site.validTaskStatusCodes, customizations };
  const isEstimateOffered =
    craftType !== null &&
    taskType !== null &&
    isEstimateFlowEnabled(estimateSite, craftType, taskType);
  const isEstimateAutomatic =
    craftType !== null &&
    taskType !== null &&
    estimateRequestedAutomatically({
      isPlantPersonnel: permissions.isPlantPersonnel,
      site: estimateSite,
      craftType,
      taskType,
      urgent: selection?.choice === 'urgent',
    });

  // The status the task will start in, once the schedule is chosen (null before).
  const createdStatus =
    craftType !== null && taskType !== null && selection !== null
      ? initialStatus({
          isPlantPersonnel: permissions.isPlantPersonnel,
          site: estimateSite,
          craftType,
          taskType,
          estimateRequested: isEstimateOffered && estimateRequested,
          currentStatus: null,
          choice: selection.choice,
          scheduledAt: selection.scheduledAt,
          now,
          timeZone,
        })
      : null;
  const taskFields = taskDetailsFor(customizations, craftType, taskType).filter((field) =>
    detailVisibleOnTaskCreation(field, createdStatus),
  );

  schemaContext.current = {
    flow,
    craftDetailFields: craftFields,
    taskDetailFields: taskFields,
    taskStatus: createdStatus,
    timeZone,
    allowSchedulingTasksInThePast: customizations.allowSchedulingTasksInThePast === true,
    now,
  };

  const companiesQuery = useCompanies();
  const companies = useMemo(
    () => (craftType === null ? [] : companiesForCraftType(companiesQuery.data ?? [], craftType)),
    [companiesQuery.data, craftType],
  );
  // A single company is pre-selected; a company that no longer fits the craft type is dropped.
  useEffect(() => {
    if (!companiesQuery.data) return;
    const currentId = getValues('assignedCompanyId');
    if (companies.some((c) => c.id === currentId)) return;
    setValue('assignedCompanyId', autoSelected(companies)?.id ?? '');
  }, [companies, companiesQuery.data, getValues, setValue]);

  // Screen readers hear the new step; the first render keeps the focus where the page puts it.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(current);
  useEffect(() => {
    if (previousStep.current !== current) stepHeading.current?.focus();
    previousStep.current = current;
  }, [current]);

  const isBusy = save.phase === 'creating' || save.phase === 'uploading';
  const isLocked = isBusy || created !== null;

  const handleCraftType = (next: number) => {
    if (next === craftType) return;
    const stillOnEntry = onEntryRecord && next === entryRecord?.craftType;
    if (!stillOnEntry) setOnEntryRecord(false);
    const nextFlow = wizardFlow({
      onEntryRecord: stillOnEntry,
      wantsNewRecord,
      taskType: null,
      craftType: next,
    });
    const nextTaskType = autoSelected(
      offeredTaskTypes(next, site.validTaskTypes, {
        fromRecord: nextFlow === 'fromRecord',
        canCreateCraftRecords: canCreateRecord,
      }),
    );
    setValue('craftType', next);
    // Changing the craft type clears the task type (unless a single type is offered).
    setValue('taskType', nextTaskType);
    const picked = getValues('craftRecord');
    if (picked && picked.craftType !== next) setValue('craftRecord', null);
    setValue('craftDetails', detailFormDefaults(detailsFor(customizations, next)));
    setValue(
      'taskSpecificDetails',
      detailFormDefaults(taskDetailsFor(customizations, next, nextTaskType)),
    );
    dropUnofferedOption(next, nextTaskType);
    clearErrors();
  };

  const handleTaskType = (next: number) => {
    if (craftType === null) return;
    setValue('taskType', next);
    setValue(
      'taskSpecificDetails',
      detailFormDefaults(taskDetailsFor(customizations, craftType, next)),
    );
    dropUnofferedOption(craftType, next);
    clearErrors('taskType');
  };

  /** A radio option the new craft or task type does not offer is unpicked. */
  const dropUnofferedOption = (nextCraftType: number, nextTaskType: number | null) => {
    const picker = getValues('schedule');
    if (!picker.option) return;
    const offered =
      nextTaskType === null
        ? []
        : offeredScheduleOptions({
            validTaskStatusCodes: site.validTaskStatusCodes,
            customizations,
            craftType: nextCraftType,
            taskType: nextTaskType,
          });
    if (!offered.includes(picker.option)) setValue('schedule', { ...picker, option: null });
  };

  const goTo = (step: TWizardStep) => {
    setSaveError(null);
    if (step === 'taskInfo' && !isTitleEdited && taskType !== null) {
      const recordTitle =
        flow === 'createRecord'
          ? getValues('recordTitle')
          : (getValues('craftRecord')?.title ?? '');
      setValue('title', recordTitle.trim() ? defaultTaskTitle(taskType, recordTitle) : '');
    }
    setActiveStep(step);
  };

  const handleNext = async () => {
    const isValid = await trigger(STEP_FIELDS[current] as Path<TWizardValues>[], {
      shouldFocus: true,
    });
    const next = steps[stepIndex + 1];
    if (isValid && next) goTo(next);
  };

  const handleBack = () => {
    const previous = steps[stepIndex - 1];
    if (previous) goTo(previous);
  };

  const recordPath = (result: TCreated) =>
    customerSite
      ? generatePath(paths.workRecordAndTasks, { id: result.craftRecordId })
      : generatePath(paths.craftRecord, { id: result.craftRecordId, taskId: result.taskId });

  const finish = (result: TCreated) => {
    setSave({ phase: 'done' });
    for (const queryKey of [
      orpc.tasks.key(),
      orpc.craftRecords.key(),
      orpc.dashboard.key(),
      [['map']],
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    notify.success(TASK_MESSAGES.taskAdded);
    void navigate(recordPath(result));
    // The record opens at its top, not where the wizard's last step was scrolled to.
    document.scrollingElement?.scrollTo?.({ top: 0 });
  };

  const uploadImages = async (result: TCreated, from: number) => {
    const files = flow === 'createRecord' ? images : [];
    for (let i = from; i < files.length; i += 1) {
      setSave({ phase: 'uploading', done: i, total: files.length });
      const file = files[i];
      if (!file) continue;
      try {
        await addPhotos(result.craftRecordId, [file]);
      } catch (error) {
        const message = isHttpClientError(error) ? errorMessage(error) : TASK_MESSAGES.uploadFailed;
        if (!isHttpClientError(error)) reportError(error);
        setUploaded(i);
        setSave({ phase: 'idle' });
        setSaveError(message);
        notify.error(message);
        return;
      }
    }
    setUploaded(files.length);
    finish(result);
  };

  const createTask = useCreateTask();
  const onValid = async (values: TWizardValues) => {
    setSaveError(null);
    if (created) {
      await uploadImages(created, uploaded);
      return;
    }
    setSave({ phase: 'creating' });
    try {
      const input = createTaskInput(
        values,
        flow,
        timeZone,
        isEstimateOffered && (values.estimateRequested || isEstimateAutomatic),
      );
      const result = await createTask.mutateAsync(input);
      const ids = { craftRecordId: result.craftRecordId, taskId: result.taskId };
      setCreated(ids);
      await uploadImages(ids, 0);
    } catch (error) {
      const message = isHttpClientError(error) ? errorMessage(error) : TASK_MESSAGES.taskSaveFailed;
      if (!isHttpClientError(error)) reportError(error);
      setSave({ phase: 'idle' });
      setSaveError(message);
      notify.error(message);
    }
  };

  const onInvalid = () => {
    // Show the first step holding an error (a value changed on an earlier step).
    const errors = form.formState.errors;
    const first = steps.find((step) => STEP_FIELDS[step].some((name) => errors[name]));
    if (first && first !== current) goTo(first);
  };

  const statusOnSave = createdStatus === null ? null : taskStatusName(createdStatus);

  const subtitle = [
    entryRecord && onEntryRecord ? `${recordWord}: ${entryRecord.title}` : null,
    craftType !== null ? craftTypeName(craftType) : null,
    taskType !== null ? taskTypeName(taskType) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  const stepContent = () => {
    switch (current) {
      case 'craftType':
        return (
          <ChoiceStep
            label="Craft type"
            choices={craftTypes.map((code) => ({
              value: code,
              label: craftTypeName(code),
            }))}
            value={craftType}
            onChange={handleCraftType}
            emptyText="This site has no craft types."
            warning={formState.errors.craftType?.message}
          />
        );
      case 'taskType':
        return (
          <ChoiceStep
            label="Task type"
            choices={taskTypes.map((code) => ({ value: code, label: taskTypeName(code) }))}
            value={taskType}
            onChange={handleTaskType}
            emptyText={`${craftType !== null ? craftTypeName(craftType) : 'This craft type'} has no task types on this site.`}
            warning={formState.errors.taskType?.message}
          />
        );
      case 'craftRecord':
        return craftType === null ? null : (
          <CraftRecordStep
            craftType={craftType}
            recordWord={recordWord}
            canCreateRecord={canCreateRecord}
            onCreateRecord={() => {
              setWantsNewRecord(true);
              clearErrors('craftRecord');
              goTo('location');
            }}
            renderCraftRecordList={renderCraftRecordList}
          />
        );
      case 'location':
        return (
          <LocationStep
            locations={offeredLocations(site.locations)}
            recordWord={recordWord}
            onChooseExisting={
              taskType !== null && requiresNewCraftRecord(taskType)
                ? null
                : () => {
                    setWantsNewRecord(false);
                    goTo('craftRecord');
                  }
            }
          />
        );
      case 'recordInfo':
        return (
          <RecordInfoStep
            craftDetailFields={craftFields}
            timeZone={timeZone}
            siteKey={site.siteKey}
            images={images}
            onImagesChange={setImages}
            disabled={isLocked}
          />
        );
      case 'schedule':
        return (
          <SchedulePicker
            value={schedule}
            onChange={(next) => {
              setValue('schedule', next, {
                shouldValidate: formState.errors.schedule !== undefined,
              });
            }}
            options={scheduleOptions}
            timeZone={timeZone}
            allowPast={customizations.allowSchedulingTasksInThePast === true}
            now={now}
            error={formState.errors.schedule?.message}
          />
        );
      case 'taskInfo':
        return (
          <TaskInfoStep
            companies={{
              data: companies,
              isPending: companiesQuery.isPending,
              error: companiesQuery.error,
              refetch: () => void companiesQuery.refetch(),
            }}
            craftTypeName={craftType !== null ? craftTypeName(craftType) : ''}
            taskDetailFields={taskFields}
            taskStatus={createdStatus}
            timeZone={timeZone}
            siteKey={site.siteKey}
            estimate={{ isOffered: isEstimateOffered, isAutomatic: isEstimateAutomatic }}
            onTitleEdited={() => setIsTitleEdited(true)}
          />
        );
    }
  };

  return (
    <WizardFrame title={title} subtitle={subtitle}>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            if (isBusy) return;
            if (!isLastStep) void handleNext();
            else void handleSubmit(onValid, onInvalid)(event);
          }}
        >
          <WizardProgress
            steps={steps}
            current={current}
            customerSite={customerSite}
            onStepClick={goTo}
            disabled={isLocked}
          />
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography
              ref={stepHeading}
              tabIndex={-1}
              variant="h6"
              component="h2"
              sx={{ mb: 2, outline: 'none' }}
            >
              {stepLabel(current, customerSite)}
            </Typography>
            <Box
              component="fieldset"
              disabled={isLocked}
              sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
            >
              {stepContent()}
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
              save={save}
              error={saveError}
              created={created}
              onContinue={created ? () => finish(created) : undefined}
            />
            {isLastStep && statusOnSave && !saveError && save.phase === 'idle' && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {`The task will be saved as ${statusOnSave}.`}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Button onClick={handleBack} disabled={stepIndex <= 0 || isLocked}>
                Back
              </Button>
              <Button type="submit" variant="contained" disabled={isBusy || save.phase === 'done'}>
                {isLastStep ? (created ? 'Retry Upload' : 'Create Task') : 'Next'}
              </Button>
            </Stack>
          </Paper>
        </Box>
      </FormProvider>
    </WizardFrame>
  );
}

/** A new record can be placed at the user's locations (every location when none are chosen). */
function offeredLocations(locations: TSiteContext['locations']) {
  const selected = locations.filter((l) => l.selected);
  return selected.length > 0 ? selected : locations;
}

function SaveStatus({
  save,
  error,
  created,
  onContinue,
}: {
  save: TSaveState;
  error: string | null;
  created: TCreated | null;
  onContinue?: () => void;
}) {
  if (save.phase === 'creating') {
    return (
      <Box role="status" sx={{ mb: 1.5 }}>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          Saving the task…
        </Typography>
        <LinearProgress aria-label="Saving the task" />
      </Box>
    );
  }
  if (save.phase === 'uploading') {
    return (
      <Box role="status" sx={{ mb: 1.5 }}>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {`Uploading image ${save.done + 1} of ${save.total}…`}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(save.done / save.total) * 100}
          aria-label="Uploading images"
        />
      </Box>
    );
  }
  if (!error) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 1.5 }}
      action={
        created && onContinue ? (
          <Button color="inherit" size="small" onClick={onContinue}>
            Continue Without Images
          </Button>
        ) : undefined
      }
    >
      {created ? `The task was saved, but not every image was uploaded: ${error}` : error}
    </Alert>
  );
}
