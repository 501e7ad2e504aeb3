import Divider from '@mui/material/Divider';
import { CRAFT_TYPES } from '@craftwork/domain/catalogues/craft-types';
import { TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPES, VALID_TASK_TYPES_BY_CRAFT } from '@craftwork/domain/catalogues/task-types';
import { REQUIRED_TASK_STATUSES, type TSiteSettings } from '@craftwork/domain/site/settings';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useStatusName } from '../../../lib/i18n/use-status-name';
import { useCraftTypeName, useTaskTypeName } from '../../../lib/i18n/use-type-names';
import { useSectionDraft } from '../hooks/use-section-draft';
import { CodeChecklist } from './code-checklist';
import { SettingsSection } from './settings-section';

const KEYS = ['validCraftTypes', 'validTaskTypes', 'validTaskStatusCodes'] as const;

/** Each task type with the craft types that offer it, named by the given functions. */
function taskTypeOptions(
  taskTypeName: (code: number) => string,
  craftTypeName: (code: number) => string,
) {
  return TASK_TYPES.map((type) => ({
    code: type.code,
    name: taskTypeName(type.code),
    hint: Object.entries(VALID_TASK_TYPES_BY_CRAFT)
      .filter(([, types]) => types.includes(type.code))
      .map(([craft]) => craftTypeName(Number(craft)))
      .join(', '),
  }));
}

export function WorkTypesSection({ settings }: { settings: TSiteSettings }) {
  const { t } = useTranslation('admin');
  const statusName = useStatusName();
  const craftTypeName = useCraftTypeName();
  const taskTypeName = useTaskTypeName();
  const draft = useSectionDraft(settings, KEYS);
  const statuses = draft.value('validTaskStatusCodes');
  return (
    <SettingsSection
      title={t('siteSettings.tabs.workTypes')}
      description={t('siteSettings.workTypes.description')}
      draft={draft}
    >
      <CodeChecklist
        legend={t('siteSettings.workTypes.craftTypes')}
        options={CRAFT_TYPES.map((craft) => ({
          code: craft.code,
          name: craftTypeName(craft.code),
        }))}
        value={draft.value('validCraftTypes')}
        onChange={(codes) => draft.set('validCraftTypes', codes)}
        error={draft.errors.validCraftTypes}
        helperText={t('siteSettings.workTypes.craftTypesHelp')}
      />
      <Divider />
      <CodeChecklist
        legend={t('siteSettings.workTypes.taskTypes')}
        options={taskTypeOptions(taskTypeName, craftTypeName)}
        value={draft.value('validTaskTypes')}
        onChange={(codes) => draft.set('validTaskTypes', codes)}
        error={draft.errors.validTaskTypes}
        helperText={t('siteSettings.workTypes.taskTypesHelp')}
      />
      <Divider />
      <CodeChecklist
        legend={t('siteSettings.workTypes.taskStatuses')}
        options={TASK_STATUSES.map((status) => ({
          code: status.code,
          name: statusName(status.code),
        }))}
        value={statuses}
        locked={REQUIRED_TASK_STATUSES}
        onChange={(codes) => draft.set('validTaskStatusCodes', codes)}
        error={draft.errors.validTaskStatusCodes}
        helperText={t('siteSettings.workTypes.taskStatusesHelp')}
      />
    </SettingsSection>
  );
}
