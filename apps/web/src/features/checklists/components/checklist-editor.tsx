import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  CHECKLIST_NAME_MAX,
  CHECKLIST_TASK_TYPES,
  MAX_CHECKLIST_ITEMS,
  ZChecklistTemplateInput,
  moveItem,
} from '@craftwork/domain/checklists/templates';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { BackLink } from '../../../components/ui/back-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useTaskTypeName } from '../../../lib/i18n/use-type-names';
import { useNotify } from '../../../lib/notify';
import {
  useChecklistTemplate,
  useChecklistTemplates,
  useCreateChecklist,
  useDeleteChecklist,
  useUpdateChecklist,
  type TChecklistTemplate,
} from '../api/checklists';
import { checklistTemplatePath, NEW_TEMPLATE_ID } from './checklist-list';
import {
  draftOf,
  errorsOf,
  newDraftItem,
  type TDraft,
  type TItemDraft,
  valuesOf,
} from '../utils/checklist-draft';
import { ItemEditor } from './checklist-item-editor';
import { domainTextOf } from '../../../lib/i18n/domain-text';

function Editor({
  template,
  canManage,
}: {
  template: TChecklistTemplate | null;
  canManage: boolean;
}) {
  const { t } = useTranslation('taskWork');
  const taskTypeName = useTaskTypeName();
  const navigate = useNavigate();
  const notify = useNotify();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(template));
  const [showErrors, setShowErrors] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateChecklist();
  const update = useUpdateChecklist();
  const remove = useDeleteChecklist();
  const saving = create.isPending || update.isPending;
  const disabled = !canManage || saving;
  const errors = showErrors ? errorsOf(draft) : new Map<string, string>();
  const saveError = create.error ?? update.error;

  const setItem = (index: number, item: TItemDraft) =>
    setDraft((d) => ({ ...d, items: d.items.map((x, i) => (i === index ? item : x)) }));

  const handleSave = () => {
    setShowErrors(true);
    const parsed = ZChecklistTemplateInput.safeParse(valuesOf(draft));
    if (!parsed.success) return;
    const values = valuesOf(draft);
    if (template) {
      update.mutate(
        { ...values, id: template.id },
        { onSuccess: () => notify.success(t('checklistEditor.saved')) },
      );
    } else {
      create.mutate(values, {
        onSuccess: ({ id }) => {
          notify.success(t('checklistEditor.saved'));
          void navigate(checklistTemplatePath(id), { replace: true });
        },
      });
    }
  };

  const handleDelete = () => {
    if (!template) return;
    remove.mutate(
      { id: template.id },
      {
        onSuccess: () => {
          notify.success(t('checklistEditor.deleted'));
          void navigate(paths.checklists);
        },
        onError: (error) => notify.error(error),
      },
    );
  };

  const toggleType = (taskType: number, on: boolean) =>
    setDraft((d) => ({
      ...d,
      taskTypes: on ? [...d.taskTypes, taskType] : d.taskTypes.filter((x) => x !== taskType),
    }));

  return (
    <Stack
      spacing={3}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        handleSave();
      }}
    >
      {!canManage && <Alert severity="info">{t('checklistEditor.readOnly')}</Alert>}
      <TextField
        id="checklist-name"
        label={t('checklistEditor.name')}
        value={draft.name}
        onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
        required
        disabled={disabled}
        error={Boolean(errors.get('name'))}
        helperText={domainTextOf(errors.get('name'))}
        slotProps={{ htmlInput: { maxLength: CHECKLIST_NAME_MAX } }}
      />
      <TextField
        id="checklist-description"
        label={t('checklistEditor.description')}
        value={draft.description}
        onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
        multiline
        minRows={2}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.longText } }}
      />
      <FormControl component="fieldset" error={Boolean(errors.get('taskTypes'))}>
        <FormLabel component="legend">{t('checklistEditor.askedWhen')}</FormLabel>
        <FormGroup>
          {CHECKLIST_TASK_TYPES.map((taskType) => (
            <FormControlLabel
              key={taskType}
              control={
                <Checkbox
                  checked={draft.taskTypes.includes(taskType)}
                  onChange={(e) => toggleType(taskType, e.target.checked)}
                  disabled={disabled}
                />
              }
              label={t('checklistEditor.taskTypeTasks', { taskType: taskTypeName(taskType) })}
            />
          ))}
        </FormGroup>
      </FormControl>
      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('checklistEditor.items')}
        </Typography>
        {errors.get('items') && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {errors.get('items')}
          </Alert>
        )}
        <Stack spacing={1.5} component="ol" sx={{ p: 0, m: 0 }}>
          {draft.items.map((item, index) => (
            <ItemEditor
              key={item.id}
              item={item}
              index={index}
              count={draft.items.length}
              disabled={disabled}
              errors={errors}
              onChange={(next) => setItem(index, next)}
              onMove={(by) => setDraft((d) => ({ ...d, items: moveItem(d.items, index, by) }))}
              onRemove={() =>
                setDraft((d) => ({ ...d, items: d.items.filter((_, i) => i !== index) }))
              }
            />
          ))}
        </Stack>
        {canManage && (
          <Button
            startIcon={<AddIcon />}
            sx={{ mt: 1.5 }}
            onClick={() => setDraft((d) => ({ ...d, items: [...d.items, newDraftItem()] }))}
            disabled={disabled || draft.items.length >= MAX_CHECKLIST_ITEMS}
          >
            {t('checklistEditor.addItem')}
          </Button>
        )}
      </Box>
      {saveError && <Alert severity="error">{errorText(saveError)}</Alert>}
      {canManage && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
          useFlexGap
        >
          {template && (
            <Button color="error" onClick={() => setConfirmDelete(true)} disabled={saving}>
              {t('checklistEditor.delete')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={saving}>
            {t('checklistEditor.save')}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t('checklistEditor.deleteTitle')}
        message={t('checklistEditor.deleteMessage')}
        okText={t('checklistEditor.deleteOk')}
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setConfirmDelete(false)}
      />
    </Stack>
  );
}

/** /checklists/{id} (or /checklists/new): a template's name, task types and ordered items. */
export function ChecklistEditor({ templateId }: { templateId: string }) {
  const { t } = useTranslation('taskWork');
  const isNew = templateId === NEW_TEMPLATE_ID;
  const list = useChecklistTemplates();
  const one = useChecklistTemplate(isNew ? null : templateId);
  const pending = isNew ? list.isPending : one.isPending;
  const error = isNew ? list.error : one.error;
  const template = isNew ? null : (one.data?.template ?? null);
  const canManage = (isNew ? list.data?.canManage : one.data?.canManage) ?? false;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <BackLink to={paths.checklists}>{t('checklistEditor.back')}</BackLink>
      <PageHeading
        title={
          isNew
            ? t('checklistEditor.newTitle')
            : (template?.name ?? t('checklistEditor.fallbackTitle'))
        }
      />
      {pending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('checklistEditor.loading')} />
        </Box>
      ) : error ? (
        <RetryAlert onRetry={() => void (isNew ? list.refetch() : one.refetch())}>
          {errorText(error)}
        </RetryAlert>
      ) : (
        <Editor key={template?.updatedAt ?? 'new'} template={template} canManage={canManage} />
      )}
    </Stack>
  );
}
