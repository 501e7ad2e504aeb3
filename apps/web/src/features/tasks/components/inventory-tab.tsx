import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { inventoryTransactionTypeLabel } from '@craftwork/domain/catalogues/inventory';
import type { TFunction } from 'i18next';
import {
  DIALOG_MOVEMENT_OPTIONS,
  dialogObjectSummary,
  formatQuantity,
} from '@craftwork/domain/inventory/dialog';
import {
  INVENTORY_MESSAGES,
  addInventoryLine,
  inventoryLineQuantityError,
  type TInventoryLine,
} from '@craftwork/domain/inventory/movement';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TDialogObject } from '../hooks/use-status-change';

/** The domain's quantity messages in the user's language (others as they are). */
function quantityErrorText(message: string | null, t: TFunction<'taskWork'>): string | null {
  if (message === INVENTORY_MESSAGES.lineRequired) return t('inventory.required');
  if (message === INVENTORY_MESSAGES.lineOnlyNumbers) return t('inventory.onlyNumbers');
  return message;
}

type TDraft = { quantity: string; movementType: number | null; tried: boolean };

const EMPTY_DRAFT: TDraft = { quantity: '', movementType: null, tried: false };

/**
 * The status dialog's Inventory Transactions tab (spec part 3, section 2.4): on the left the
 * offered objects, each with its quantities, a Low badge, a Quantity field, a Movement Type
 * selector (first the recommendation of the task's initiating event) and Add; on the right the
 * Pending Inventory Transactions, each with its Remove control. The lines are the dialog's
 * (saved with the task); the drafts are this tab's.
 */
export function InventoryTab({
  idPrefix,
  objects,
  lines,
  onLinesChange,
  recommended,
  onWarning,
  disabled,
}: {
  idPrefix: string;
  objects: readonly TDialogObject[];
  lines: readonly TInventoryLine[];
  onLinesChange: (lines: TInventoryLine[]) => void;
  /** The movement type a line starts with; null: the user picks. */
  recommended: number | null;
  onWarning: (message: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('taskWork');
  const [drafts, setDrafts] = useState<Record<string, TDraft>>({});
  const draftOf = (id: string) => drafts[id] ?? EMPTY_DRAFT;
  const setDraft = (id: string, change: Partial<TDraft>) =>
    setDrafts((all) => ({ ...all, [id]: { ...(all[id] ?? EMPTY_DRAFT), ...change } }));
  const titleOf = (id: string) => objects.find((o) => o.id === id)?.title ?? id;

  const add = (object: TDialogObject) => {
    const draft = draftOf(object.id);
    const movementType = draft.movementType ?? recommended;
    const result = addInventoryLine(lines, {
      inventoryObjectId: object.id,
      movementType: movementType ?? 0,
      quantity: draft.quantity,
    });
    if (!result.success || movementType === null) {
      setDraft(object.id, { tried: true });
      // The spec's warning is the quantity's; a valid quantity without a type says so instead.
      const quantityFine = inventoryLineQuantityError(draft.quantity) === null;
      onWarning(
        quantityFine && movementType === null
          ? t('inventory.selectMovement')
          : t('inventory.checkQuantity'),
      );
      return;
    }
    onLinesChange(result.lines);
    setDraft(object.id, { quantity: '', tried: false });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gap: 3,
      }}
    >
      <Box component="section" aria-labelledby={`${idPrefix}-objects`} sx={{ minWidth: 0 }}>
        <Typography id={`${idPrefix}-objects`} variant="subtitle2" component="h3" gutterBottom>
          {t('inventory.objects')}
        </Typography>
        <List disablePadding aria-labelledby={`${idPrefix}-objects`}>
          {objects.map((object) => (
            <ObjectLine
              key={object.id}
              idPrefix={`${idPrefix}-${object.id}`}
              object={object}
              draft={draftOf(object.id)}
              movementType={draftOf(object.id).movementType ?? recommended}
              onChange={(change) => setDraft(object.id, change)}
              onAdd={() => add(object)}
              disabled={disabled}
            />
          ))}
        </List>
      </Box>
      {/* On wide screens the pending lines stay in view while the objects scroll. */}
      <Box
        component="section"
        aria-labelledby={`${idPrefix}-pending`}
        sx={{
          minWidth: 0,
          position: { md: 'sticky' },
          top: { md: 0 },
          alignSelf: { md: 'start' },
        }}
      >
        <Typography id={`${idPrefix}-pending`} variant="subtitle2" component="h3" gutterBottom>
          {t('inventory.pending')}
        </Typography>
        {lines.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('inventory.noPending')}
          </Typography>
        ) : (
          <List dense disablePadding aria-labelledby={`${idPrefix}-pending`}>
            {lines.map((line, index) => {
              const title = titleOf(line.inventoryObjectId);
              const quantity = formatQuantity(line.quantity);
              return (
                <ListItem
                  // Lines have no id of their own: the same object may be added twice.
                  key={`${line.inventoryObjectId}-${index}`}
                  divider
                  disableGutters
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('inventory.remove', { title, quantity })}
                      disabled={disabled}
                      onClick={() => onLinesChange(lines.filter((_l, i) => i !== index))}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={t('inventory.line', { title, quantity })}
                    secondary={inventoryTransactionTypeLabel(line.movementType)}
                    sx={{ overflowWrap: 'anywhere', pr: 1 }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </Box>
    </Box>
  );
}

function ObjectLine({
  idPrefix,
  object,
  draft,
  movementType,
  onChange,
  onAdd,
  disabled,
}: {
  idPrefix: string;
  object: TDialogObject;
  draft: TDraft;
  movementType: number | null;
  onChange: (change: Partial<TDraft>) => void;
  onAdd: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('taskWork');
  const summary = dialogObjectSummary(object);
  const quantityError = draft.tried
    ? quantityErrorText(inventoryLineQuantityError(draft.quantity), t)
    : null;
  const typeError = draft.tried && movementType === null ? t('inventory.required') : null;
  return (
    <ListItem
      divider
      disableGutters
      aria-labelledby={`${idPrefix}-title`}
      sx={{ display: 'block', py: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={`${idPrefix}-title`} variant="body1" sx={{ overflowWrap: 'anywhere' }}>
          {object.title}
        </Typography>
        {summary.low && (
          <Chip
            size="small"
            color="warning"
            label={t('inventory.low')}
            aria-label={t('inventory.lowAt', {
              quantity: formatQuantity(object.lowQuantityThreshold),
            })}
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {summary.text}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={`${idPrefix}-quantity`}
          label={t('inventory.quantity')}
          size="small"
          value={draft.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onAdd();
            }
          }}
          error={quantityError !== null}
          helperText={quantityError ?? undefined}
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 32 } }}
          sx={{ width: { xs: '100%', sm: 110 }, flexShrink: 0 }}
        />
        <TextField
          id={`${idPrefix}-movement`}
          select
          label={t('inventory.movementType')}
          size="small"
          value={movementType ?? ''}
          onChange={(event) => onChange({ movementType: Number(event.target.value) })}
          error={typeError !== null}
          helperText={typeError ?? undefined}
          disabled={disabled}
          sx={{ flex: 1, minWidth: 0, width: { xs: '100%', sm: 'auto' } }}
        >
          {DIALOG_MOVEMENT_OPTIONS.map((option) => (
            <MenuItem key={option.code} value={option.code}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          onClick={onAdd}
          disabled={disabled}
          aria-label={t('inventory.addObject', { title: object.title })}
          sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'flex-start' }, mt: { sm: 0.25 } }}
        >
          {t('inventory.add')}
        </Button>
      </Stack>
    </ListItem>
  );
}
