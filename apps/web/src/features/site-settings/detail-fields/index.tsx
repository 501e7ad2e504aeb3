import { useState, type ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { validTaskTypesFor } from '@craftwork/domain/catalogues/task-types';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName, useTaskTypeName } from '../../../lib/i18n/use-type-names';
import { errorText } from '../../../lib/i18n/error-text';
import { useNotify } from '../../../lib/notify';
import {
  useDetailFieldSettings,
  useSaveCraftDetailFields,
  useSaveTaskDetailFields,
  type TDetailFieldSettings,
} from './api/detail-fields';
import { FieldListEditor } from './components/field-list-editor';

/** Loading, error and empty states around an editor that needs the site's settings. */
function WithSettings({
  title,
  loadingLabel,
  children,
}: {
  title: string;
  loadingLabel: string;
  children: (settings: TDetailFieldSettings) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const settings = useDetailFieldSettings();
  let body: ReactNode;
  if (settings.isPending) {
    body = (
      <Stack alignItems="center" sx={{ py: 4 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Stack>
    );
  } else if (settings.isError) {
    body = (
      <RetryAlert onRetry={() => void settings.refetch()}>{errorText(settings.error)}</RetryAlert>
    );
  } else if (settings.data.validCraftTypes.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography color="text.secondary">{t('detailFields.noCraftTypes')}</Typography>
      </Paper>
    );
  } else {
    body = children(settings.data);
  }
  return (
    <Stack spacing={2} component="section" aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {body}
    </Stack>
  );
}

function CraftTypeSelect({
  craftTypes,
  value,
  onChange,
}: {
  craftTypes: readonly number[];
  value: number;
  onChange: (craftType: number) => void;
}) {
  const { t } = useTranslation('admin');
  const craftTypeName = useCraftTypeName();
  return (
    <TextField
      select
      label={t('detailFields.craftType')}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 220, maxWidth: { sm: 360 }, flex: 1 }}
    >
      {craftTypes.map((code) => (
        <MenuItem key={code} value={code}>
          {craftTypeName(code)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Picks the first craft type until one is chosen; keeps a choice the site still offers. */
function useCraftType(craftTypes: readonly number[]) {
  const [chosen, setChosen] = useState<number | null>(null);
  // WithSettings shows the editors only when the site has a craft type.
  const craftType = chosen !== null && craftTypes.includes(chosen) ? chosen : (craftTypes[0] ?? 0);
  return [craftType, setChosen] as const;
}

/** Craft detail fields: the fields of a craft type's craft records. */
export function CraftDetailFieldsTab() {
  const { t } = useTranslation('admin');
  return (
    <WithSettings
      title={t('detailFields.craftTitle')}
      loadingLabel={t('detailFields.craftLoading')}
    >
      {(settings) => <CraftDetailFields settings={settings} />}
    </WithSettings>
  );
}

function CraftDetailFields({ settings }: { settings: TDetailFieldSettings }) {
  const { t } = useTranslation('admin');
  const craftTypeName = useCraftTypeName();
  const [craftType, setCraftType] = useCraftType(settings.validCraftTypes);
  const save = useSaveCraftDetailFields();
  const notify = useNotify();
  const fields: TDetailFieldConfig[] = settings.craftDetails[String(craftType)] ?? [];
  return (
    <>
      <CraftTypeSelect
        craftTypes={settings.validCraftTypes}
        value={craftType}
        onChange={setCraftType}
      />
      <FieldListEditor
        // A new list (another craft type, or a save) starts a fresh draft.
        key={`${craftType}:${JSON.stringify(fields)}`}
        kind="craft"
        label={craftTypeName(craftType)}
        fields={fields}
        validStatuses={settings.validTaskStatusCodes}
        siteKey={settings.siteKey}
        timeZone={settings.timezone}
        isSaving={save.isPending}
        onSave={(list) =>
          save.mutate(
            { craftType, fields: list },
            {
              onSuccess: () => notify.success(t('detailFields.saved')),
              onError: (e) => notify.error(e),
            },
          )
        }
      />
    </>
  );
}

/** Task detail fields: the type-specific fields of a craft and task type's tasks. */
export function TaskDetailFieldsTab() {
  const { t } = useTranslation('admin');
  return (
    <WithSettings title={t('detailFields.taskTitle')} loadingLabel={t('detailFields.taskLoading')}>
      {(settings) => <TaskDetailFields settings={settings} />}
    </WithSettings>
  );
}

function TaskDetailFields({ settings }: { settings: TDetailFieldSettings }) {
  const { t } = useTranslation('admin');
  const craftTypeName = useCraftTypeName();
  const taskTypeName = useTaskTypeName();
  const [craftType, setCraftType] = useCraftType(settings.validCraftTypes);
  const taskTypes = validTaskTypesFor(craftType, settings.validTaskTypes);
  const [chosenTask, setChosenTask] = useState<number | null>(null);
  const taskType =
    chosenTask !== null && (taskTypes as number[]).includes(chosenTask)
      ? chosenTask
      : (taskTypes[0] ?? null);
  const save = useSaveTaskDetailFields();
  const notify = useNotify();
  const fields: TDetailFieldConfig[] =
    taskType === null
      ? []
      : (settings.taskSpecificDetails[String(craftType)]?.[String(taskType)] ?? []);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <CraftTypeSelect
          craftTypes={settings.validCraftTypes}
          value={craftType}
          onChange={setCraftType}
        />
        {taskType !== null && (
          <TextField
            select
            label={t('detailFields.taskType')}
            value={taskType}
            onChange={(e) => setChosenTask(Number(e.target.value))}
            sx={{ minWidth: 220, maxWidth: { sm: 360 }, flex: 1 }}
          >
            {taskTypes.map((code) => (
              <MenuItem key={code} value={code}>
                {taskTypeName(code)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {taskType === null ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography color="text.secondary">
            {t('detailFields.noTaskTypes', { craft: craftTypeName(craftType) })}
          </Typography>
        </Paper>
      ) : (
        <FieldListEditor
          key={`${craftType}-${taskType}:${JSON.stringify(fields)}`}
          kind="task"
          label={`${craftTypeName(craftType)} / ${taskTypeName(taskType)}`}
          fields={fields}
          validStatuses={settings.validTaskStatusCodes}
          siteKey={settings.siteKey}
          timeZone={settings.timezone}
          isSaving={save.isPending}
          onSave={(list) =>
            save.mutate(
              { craftType, taskType, fields: list },
              {
                onSuccess: () => notify.success(t('detailFields.saved')),
                onError: (e) => notify.error(e),
              },
            )
          }
        />
      )}
    </>
  );
}
