import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  CHECKLIST_ITEM_KINDS,
  CHECKLIST_UNIT_MAX,
  type TChecklistItemKind,
} from '@craftwork/domain/checklists/templates';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TItemDraft } from '../utils/checklist-draft';

export function ItemEditor({
  item,
  index,
  count,
  disabled,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  item: TItemDraft;
  index: number;
  count: number;
  disabled: boolean;
  errors: Map<string, string>;
  onChange: (item: TItemDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('taskWork');
  const n = index + 1;
  const id = `checklist-item-${item.id}`;
  const error = (field: string) => errors.get(`items.${index}.${field}`);
  const set = (change: Partial<TItemDraft>) => onChange({ ...item, ...change });
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, listStyle: 'none' }}
      aria-label={t('checklistItem.item', { n })}
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" component="h3">
            {t('checklistItem.item', { n })}
          </Typography>
          <Stack direction="row">
            <Tooltip title={t('checklistItem.moveUp')}>
              <span>
                <IconButton
                  aria-label={t('checklistItem.moveItemUp', { n })}
                  onClick={() => onMove(-1)}
                  disabled={disabled || index === 0}
                >
                  <ArrowUpwardIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('checklistItem.moveDown')}>
              <span>
                <IconButton
                  aria-label={t('checklistItem.moveItemDown', { n })}
                  onClick={() => onMove(1)}
                  disabled={disabled || index === count - 1}
                >
                  <ArrowDownwardIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('checklistItem.remove')}>
              <span>
                <IconButton
                  aria-label={t('checklistItem.removeItem', { n })}
                  onClick={onRemove}
                  disabled={disabled || count === 1}
                >
                  <DeleteIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
            alignItems: 'start',
          }}
        >
          <TextField
            select
            id={`${id}-kind`}
            label={t('checklistItem.kind', { n })}
            value={item.kind}
            onChange={(e) => set({ kind: e.target.value as TChecklistItemKind })}
            disabled={disabled}
          >
            {CHECKLIST_ITEM_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`checklistItem.kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id={`${id}-label`}
            label={t('checklistItem.label', { n })}
            value={item.label}
            onChange={(e) => set({ label: e.target.value })}
            required
            disabled={disabled}
            error={Boolean(error('label'))}
            helperText={
              error('label') ?? (item.kind === 'yesNo' ? t('checklistItem.yesIsGood') : ' ')
            }
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.reference } }}
          />
        </Box>
        {item.kind === 'number' && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
            }}
          >
            <TextField
              id={`${id}-min`}
              label={t('checklistItem.min', { n })}
              type="number"
              value={item.min}
              onChange={(e) => set({ min: e.target.value })}
              disabled={disabled}
              error={Boolean(error('min'))}
              helperText={error('min')}
            />
            <TextField
              id={`${id}-max`}
              label={t('checklistItem.max', { n })}
              type="number"
              value={item.max}
              onChange={(e) => set({ max: e.target.value })}
              disabled={disabled}
              error={Boolean(error('max'))}
              helperText={error('max')}
            />
            <TextField
              id={`${id}-unit`}
              label={t('checklistItem.unit', { n })}
              value={item.unit ?? ''}
              onChange={(e) => set({ unit: e.target.value })}
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: CHECKLIST_UNIT_MAX } }}
            />
          </Box>
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={item.required}
              onChange={(e) => set({ required: e.target.checked })}
              disabled={disabled}
            />
          }
          label={t('checklistItem.required', { n })}
        />
      </Stack>
    </Paper>
  );
}
