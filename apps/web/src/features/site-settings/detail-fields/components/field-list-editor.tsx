import { useId, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import AddIcon from '@mui/icons-material/Add';
import { isTaskStatus, taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import {
  DETAIL_FIELD_LIMITS,
  DETAIL_FIELD_TYPE_LABELS,
  validateDetailFieldList,
  type TDetailFieldKind,
} from '@craftwork/domain/details/field-config';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { useTranslation } from '../../../../lib/i18n/i18n';
import { useStatusName } from '../../../../lib/i18n/use-status-name';
import { FieldDialog } from './field-dialog';
import { FieldPreview } from './field-preview';

type TRow = { id: number; field: TDetailFieldConfig };

export type TFieldListEditorProps = {
  kind: TDetailFieldKind;
  /** What the list holds for, e.g. 'Scaffolding' or 'Scaffolding / Installation'. */
  label: string;
  /** The stored list, in order. */
  fields: readonly TDetailFieldConfig[];
  validStatuses: readonly number[];
  siteKey: string;
  timeZone: string;
  isSaving: boolean;
  onSave: (fields: TDetailFieldConfig[]) => void;
};

/**
 * One detail field list: its fields in order with Move up / Move down, Edit and Remove; Add
 * field; Save (the whole list) and Discard changes; and a live preview of the form. Checks are
 * the domain's (validateDetailFieldList), shown on the fields in the list.
 */
export function FieldListEditor({
  kind,
  label,
  fields,
  validStatuses,
  siteKey,
  timeZone,
  isSaving,
  onSave,
}: TFieldListEditorProps) {
  const { t } = useTranslation('admin');
  const statusName = useStatusName();
  const nameOf = (code: number) => (isTaskStatus(code) ? statusName(code) : taskStatusName(code));
  const nextId = useRef(0);
  const rowsOf = (list: readonly TDetailFieldConfig[]) =>
    list.map((field) => ({ id: nextId.current++, field }));
  const [rows, setRows] = useState<TRow[]>(() => rowsOf(fields));
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const draft = rows.map((r) => r.field);
  const result = useMemo(
    () => validateDetailFieldList(draft, { kind, validStatuses }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rows holds the draft
    [rows, kind, validStatuses],
  );
  const changed = JSON.stringify(draft) !== JSON.stringify(fields);
  const editedRow = editing?.id === null ? undefined : rows.find((r) => r.id === editing?.id);

  const idPrefix = useId();
  const buttonId = (rowId: number, direction: 'up' | 'down') => `${idPrefix}-${rowId}-${direction}`;
  const move = (index: number, by: -1 | 1) => {
    const row = rows[index];
    if (!row) return;
    setRows((list) => {
      const next = [...list];
      next.splice(index, 1);
      next.splice(index + by, 0, row);
      return next;
    });
    // At either end its button turns disabled: keep the keyboard on the row's other arrow.
    const target = index + by;
    if (target === 0 || target === rows.length - 1) {
      requestAnimationFrame(() =>
        document.getElementById(buttonId(row.id, target === 0 ? 'down' : 'up'))?.focus(),
      );
    }
  };

  const done = (field: TDetailFieldConfig) => {
    setRows((list) =>
      editedRow
        ? list.map((r) => (r.id === editedRow.id ? { ...r, field } : r))
        : [...list, { id: nextId.current++, field }],
    );
    setEditing(null);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t('detailFields.list.heading', { label })}
        </Typography>
        {rows.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography color="text.secondary">{t('detailFields.list.empty')}</Typography>
          </Paper>
        ) : (
          <List
            aria-label={t('detailFields.list.heading', { label })}
            disablePadding
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {rows.map((row, index) => {
              const { field } = row;
              const errors = result.success ? {} : (result.errors[index] ?? {});
              const problems = Object.values(errors);
              return (
                <ListItem
                  key={row.id}
                  divider={index < rows.length - 1}
                  sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
                >
                  <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {field.title || t('detailFields.list.untitled')}
                    </Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {field.key} · {DETAIL_FIELD_TYPE_LABELS[field.type]}
                    </Typography>
                    <Stack
                      direction="row"
                      spacing={0.5}
                      useFlexGap
                      flexWrap="wrap"
                      sx={{ mt: 0.5 }}
                    >
                      {field.required && (
                        <Chip size="small" label={t('detailFields.list.required')} />
                      )}
                      {field.editable === false && (
                        <Chip size="small" label={t('detailFields.list.notEditable')} />
                      )}
                      {field.hideOnCraftRecordCreation && (
                        <Chip size="small" label={t('detailFields.list.hiddenOnCreation')} />
                      )}
                      {(field.onTaskStatus ?? []).length > 0 && (
                        <Chip
                          size="small"
                          label={t('detailFields.list.onStatuses', {
                            statuses: (field.onTaskStatus ?? []).map(nameOf).join(', '),
                          })}
                        />
                      )}
                    </Stack>
                    {problems.map((problem) => (
                      <Typography key={problem} variant="body2" color="error">
                        {problem}
                      </Typography>
                    ))}
                  </Box>
                  <Stack direction="row" spacing={0}>
                    <IconButton
                      id={buttonId(row.id, 'up')}
                      aria-label={t('detailFields.list.moveUp', { title: field.title })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton
                      id={buttonId(row.id, 'down')}
                      aria-label={t('detailFields.list.moveDown', { title: field.title })}
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('detailFields.list.edit', { title: field.title })}
                      onClick={() => setEditing({ id: row.id })}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('detailFields.list.remove', { title: field.title })}
                      onClick={() => setRows((list) => list.filter((r) => r.id !== row.id))}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        )}
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 2 }}>
          <Button
            startIcon={<AddIcon />}
            onClick={() => setEditing({ id: null })}
            disabled={rows.length >= DETAIL_FIELD_LIMITS.fields}
          >
            {t('detailFields.list.add')}
          </Button>
          <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
            <Button onClick={() => setRows(rowsOf(fields))} disabled={!changed || isSaving}>
              {t('detailFields.list.discard')}
            </Button>
            <Button
              variant="contained"
              disabled={!changed || !result.success || isSaving}
              onClick={() => result.success && onSave(result.fields)}
            >
              {t('detailFields.list.save')}
            </Button>
          </Stack>
        </Stack>
        {!result.success && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {result.message}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('detailFields.list.removeNote')}
        </Typography>
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('detailFields.list.preview')}
        sx={{ flex: 1, p: 2, minWidth: 0, width: '100%' }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ mb: 2 }}>
          {t('detailFields.list.preview')}
        </Typography>
        <FieldPreview fields={draft} siteKey={siteKey} timeZone={timeZone} />
      </Paper>
      <FieldDialog
        open={editing !== null}
        field={editedRow?.field}
        kind={kind}
        validStatuses={validStatuses}
        otherKeys={rows.filter((r) => r.id !== editing?.id).map((r) => r.field.key)}
        timeZone={timeZone}
        onClose={() => setEditing(null)}
        onDone={done}
      />
    </Stack>
  );
}
