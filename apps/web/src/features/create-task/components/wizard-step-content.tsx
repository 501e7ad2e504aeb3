import { requiresNewCraftRecord } from '@craftwork/domain/tasks/wizard';
import { SchedulePicker } from '../../../components/schedule/schedule-picker';
import type { TSiteContext } from '../../../lib/session';
import type { TWizardForm } from '../hooks/use-wizard-form';
import { ChoiceStep } from './choice-step';
import {
  CraftRecordStep,
  LocationStep,
  RecordInfoStep,
  type TCraftRecordListSlot,
} from './record-steps';
import { TaskInfoStep } from './task-info-step';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName, useTaskTypeName } from '../../../lib/i18n/use-type-names';

/** A new record can be placed at the user's locations (every location when none are chosen). */
function offeredLocations(locations: TSiteContext['locations']) {
  const selected = locations.filter((l) => l.selected);
  return selected.length > 0 ? selected : locations;
}

/** The inputs of the wizard's current step. */
export function WizardStepContent({
  wizard,
  site,
  craftTypes,
  recordWord,
  isLocked,
  renderCraftRecordList,
}: {
  wizard: TWizardForm;
  site: TSiteContext;
  craftTypes: readonly number[];
  recordWord: string;
  isLocked: boolean;
  renderCraftRecordList: TCraftRecordListSlot;
}) {
  const { t } = useTranslation('createTask');
  const craftTypeName = useCraftTypeName();
  const taskTypeName = useTaskTypeName();
  const { craftType, taskType, form } = wizard;
  const errors = form.formState.errors;
  switch (wizard.current) {
    case 'craftType':
      return (
        <ChoiceStep
          label={t('choice.craftType')}
          choices={craftTypes.map((code) => ({ value: code, label: craftTypeName(code) }))}
          value={craftType}
          onChange={wizard.handleCraftType}
          emptyText={t('choice.noCraftTypes')}
          warning={errors.craftType?.message}
        />
      );
    case 'taskType':
      return (
        <ChoiceStep
          label={t('choice.taskType')}
          choices={wizard.taskTypes.map((code) => ({ value: code, label: taskTypeName(code) }))}
          value={taskType}
          onChange={wizard.handleTaskType}
          emptyText={
            craftType !== null
              ? t('choice.noTaskTypes', { craftType: craftTypeName(craftType) })
              : t('choice.noTaskTypesOfThis')
          }
          warning={errors.taskType?.message}
        />
      );
    case 'craftRecord':
      return craftType === null ? null : (
        <CraftRecordStep
          craftType={craftType}
          recordWord={recordWord}
          canCreateRecord={site.siteUser.permissions.canCreateCraftRecords}
          onCreateRecord={wizard.handleCreateRecord}
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
              : wizard.handleChooseExisting
          }
        />
      );
    case 'recordInfo':
      return (
        <RecordInfoStep
          craftDetailFields={wizard.craftFields}
          timeZone={site.timezone}
          siteKey={site.siteKey}
          images={wizard.images}
          onImagesChange={wizard.setImages}
          disabled={isLocked}
        />
      );
    case 'schedule':
      return (
        <SchedulePicker
          value={wizard.schedule}
          onChange={(next) => {
            form.setValue('schedule', next, { shouldValidate: errors.schedule !== undefined });
          }}
          options={wizard.scheduleOptions}
          timeZone={site.timezone}
          allowPast={wizard.allowPast}
          now={wizard.now}
          error={errors.schedule?.message}
        />
      );
    case 'taskInfo':
      return (
        <TaskInfoStep
          companies={wizard.companies}
          craftTypeName={craftType !== null ? craftTypeName(craftType) : ''}
          taskDetailFields={wizard.taskFields}
          taskStatus={wizard.createdStatus}
          timeZone={site.timezone}
          siteKey={site.siteKey}
          estimate={wizard.estimate}
          onTitleEdited={wizard.setTitleEdited}
        />
      );
  }
}
