import { useEffect, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import {
  detailFormDefaults,
  detailVisibleOnCraftRecordCreation,
  detailVisibleOnTaskCreation,
} from '@craftwork/domain/details/fields';
import { type TSiteCustomizations } from '@craftwork/domain/site/site';
import { craftDetailFields, taskSpecificDetailFields } from '@craftwork/domain/site/customizations';
import {
  estimateRequestedAutomatically,
  initialStatus,
  isEstimateFlowEnabled,
} from '@craftwork/domain/tasks/initial-status';
import {
  offeredScheduleOptions,
  schedulePickerSelection,
} from '@craftwork/domain/tasks/scheduling';
import {
  autoSelected,
  companiesForCraftType,
  defaultTaskTitle,
} from '@craftwork/domain/tasks/wizard';
import { siteCustomizations, type TSiteContext } from '../../../lib/session';
import { useCompanies } from '../api/list-companies';
import type { TWizardPrefill } from '../utils/job-prefill';
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
  wizardFlow,
  wizardSteps,
  type TWizardFlow,
  type TWizardStep,
} from '../utils/wizard-flow';

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

export type TWizardFormOptions = {
  site: TSiteContext;
  /** The header's work-type filter (null: all), for the starting craft type. */
  workTypeFilter: number | null;
  /** The craft record the wizard was opened from. */
  entryRecord: TPickedCraftRecord | null;
  /** The site's craft types a company the user may assign supports. */
  craftTypes: readonly number[];
  /** Called whenever the wizard moves to a step. */
  onStepChange: () => void;
  /** Values to start with (a task made from an estimate). */
  prefill?: TWizardPrefill | null;
};

/**
 * The wizard's form and steps: the values and their validation for the flow at hand, the
 * steps of that flow, what the site offers for the chosen craft and task type (task types,
 * detail fields, schedule options, estimate, the status the task will start in), and the
 * moves between steps.
 */
export function useWizardForm({
  site,
  workTypeFilter,
  entryRecord,
  craftTypes,
  onStepChange,
  prefill = null,
}: TWizardFormOptions) {
  const customizations = siteCustomizations(site);
  const permissions = site.siteUser.permissions;
  const canCreateRecord = permissions.canCreateCraftRecords;
  const timeZone = site.timezone;
  const allowPast = customizations.allowSchedulingTasksInThePast === true;
  const now = new Date();

  const [onEntryRecord, setOnEntryRecord] = useState(entryRecord !== null);
  const [wantsNewRecord, setWantsNewRecord] = useState(false);
  const [activeStep, setActiveStep] = useState<TWizardStep>(entryRecord ? 'taskType' : 'craftType');
  const [images, setImages] = useState<File[]>([]);
  const [isTitleEdited, setIsTitleEdited] = useState(false);

  const [defaultValues] = useState<TWizardValues>(() => {
    const prefilledCraftType =
      prefill?.craftType != null && craftTypes.includes(prefill.craftType)
        ? prefill.craftType
        : null;
    const craftType = initialCraftType(
      craftTypes,
      workTypeFilter,
      entryRecord?.craftType ?? prefilledCraftType,
    );
    const values = {
      ...emptyWizardValues(craftType, entryRecord, timeZone),
      ...(prefill
        ? {
            recordTitle: prefill.title,
            recordDescription: prefill.description,
            description: prefill.description,
          }
        : {}),
    };
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
  const { control, setValue, getValues, clearErrors, trigger } = form;

  const craftType = useWatch({ control, name: 'craftType' });
  const taskType = useWatch({ control, name: 'taskType' });
  const schedule = useWatch({ control, name: 'schedule' });
  const estimateRequested = useWatch({ control, name: 'estimateRequested' });

  const flow: TWizardFlow = wizardFlow({ onEntryRecord, wantsNewRecord, taskType, craftType });
  const steps = wizardSteps(flow);
  const current = stepInFlow(activeStep, flow);
  const stepIndex = steps.indexOf(current);

  const taskTypes = offeredTaskTypes(craftType, site.validTaskTypes, {
    fromRecord: flow === 'fromRecord',
    canCreateCraftRecords: canCreateRecord,
  });
  const craftFields = detailsFor(customizations, craftType);
  const scheduleOptionsFor = (nextCraftType: number | null, nextTaskType: number | null) =>
    nextCraftType !== null && nextTaskType !== null
      ? offeredScheduleOptions({
          validTaskStatusCodes: site.validTaskStatusCodes,
          customizations,
          craftType: nextCraftType,
          taskType: nextTaskType,
        })
      : [];
  const scheduleOptions = scheduleOptionsFor(craftType, taskType);
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
    allowSchedulingTasksInThePast: allowPast,
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

  /** A radio option the new craft or task type does not offer is unpicked. */
  const dropUnofferedOption = (nextCraftType: number, nextTaskType: number | null) => {
    const picker = getValues('schedule');
    if (!picker.option) return;
    if (!scheduleOptionsFor(nextCraftType, nextTaskType).includes(picker.option)) {
      setValue('schedule', { ...picker, option: null });
    }
  };

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

  const goTo = (step: TWizardStep) => {
    onStepChange();
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

  /** Shows the first step holding an error (a value changed on an earlier step). */
  const handleInvalid = () => {
    const errors = form.formState.errors;
    const first = steps.find((step) => STEP_FIELDS[step].some((name) => errors[name]));
    if (first && first !== current) goTo(first);
  };

  const handleCreateRecord = () => {
    setWantsNewRecord(true);
    clearErrors('craftRecord');
    goTo('location');
  };

  const handleChooseExisting = () => {
    setWantsNewRecord(false);
    goTo('craftRecord');
  };

  /** tasks.create's input from the checked values, and the images to upload after it. */
  const saveInput = (values: TWizardValues) => ({
    input: createTaskInput(
      values,
      flow,
      timeZone,
      isEstimateOffered && (values.estimateRequested || isEstimateAutomatic),
    ),
    images: flow === 'createRecord' ? images : [],
  });

  return {
    form,
    flow,
    steps,
    current,
    stepIndex,
    isLastStep: stepIndex === steps.length - 1,
    onEntryRecord,
    craftType,
    taskType,
    schedule,
    taskTypes,
    craftFields,
    taskFields,
    scheduleOptions,
    allowPast,
    now,
    estimate: { isOffered: isEstimateOffered, isAutomatic: isEstimateAutomatic },
    createdStatus,
    companies: {
      data: companies,
      isPending: companiesQuery.isPending,
      error: companiesQuery.error,
      refetch: () => void companiesQuery.refetch(),
    },
    images,
    setImages,
    setTitleEdited: () => setIsTitleEdited(true),
    goTo,
    handleCraftType,
    handleTaskType,
    handleNext,
    handleBack,
    handleInvalid,
    handleCreateRecord,
    handleChooseExisting,
    saveInput,
  };
}

export type TWizardForm = ReturnType<typeof useWizardForm>;
