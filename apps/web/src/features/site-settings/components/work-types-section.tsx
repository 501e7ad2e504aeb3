import Divider from '@mui/material/Divider';
import { CRAFT_TYPES, craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPES, VALID_TASK_TYPES_BY_CRAFT } from '@craftwork/domain/catalogues/task-types';
import { REQUIRED_TASK_STATUSES, type TSiteSettings } from '@craftwork/domain/site/settings';
import { useSectionDraft } from '../hooks/use-section-draft';
import { CodeChecklist } from './code-checklist';
import { SettingsSection } from './settings-section';

const KEYS = ['validCraftTypes', 'validTaskTypes', 'validTaskStatusCodes'] as const;

/** Each task type with the craft types that offer it. */
const TASK_TYPE_OPTIONS = TASK_TYPES.map((type) => ({
  code: type.code,
  name: type.name,
  hint: Object.entries(VALID_TASK_TYPES_BY_CRAFT)
    .filter(([, types]) => types.includes(type.code))
    .map(([craft]) => craftTypeName(Number(craft)))
    .join(', '),
}));

export function WorkTypesSection({ settings }: { settings: TSiteSettings }) {
  const draft = useSectionDraft(settings, KEYS);
  const statuses = draft.value('validTaskStatusCodes');
  return (
    <SettingsSection
      title="Work types"
      description="What people of the site can create. Existing records and tasks of a type you turn off stay readable and can still be completed."
      draft={draft}
    >
      <CodeChecklist
        legend="Craft types"
        options={CRAFT_TYPES}
        value={draft.value('validCraftTypes')}
        onChange={(codes) => draft.set('validCraftTypes', codes)}
        error={draft.errors.validCraftTypes}
        helperText="The work types of the site, in the work type menu and the drawer."
      />
      <Divider />
      <CodeChecklist
        legend="Task types"
        options={TASK_TYPE_OPTIONS}
        value={draft.value('validTaskTypes')}
        onChange={(codes) => draft.set('validTaskTypes', codes)}
        error={draft.errors.validTaskTypes}
        helperText="Under each task type: the craft types that offer it."
      />
      <Divider />
      <CodeChecklist
        legend="Task statuses"
        options={TASK_STATUSES}
        value={statuses}
        locked={REQUIRED_TASK_STATUSES}
        onChange={(codes) => draft.set('validTaskStatusCodes', codes)}
        error={draft.errors.validTaskStatusCodes}
        helperText="Statuses every task passes through are required. Awaiting Estimate needs Awaiting Approval too."
      />
    </SettingsSection>
  );
}
