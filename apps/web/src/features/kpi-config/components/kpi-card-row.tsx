import { memo } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_KPI_CONFIG,
  KPI_TITLE_MAX,
  type TKpiCardConfig,
} from '@craftwork/domain/kpis/config';
import { KPI_FIXED_TIMESCALE_KEYS } from '@craftwork/domain/kpis/config-update';
import { KPI_TIMESCALES, type TKpiKey, type TKpiTimescale } from '@craftwork/domain/kpis/keys';
import { useKpiCardText } from '../../../components/kpi/use-kpi-card-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TKpiCardErrors, TKpiCardsDraft } from '../hooks/use-kpi-cards-draft';
import { domainTextOf } from '../../../lib/i18n/domain-text';

const DIRECTIONS = ['higher', 'lower'] as const;

type TKpiCardRowProps = {
  cardKey: TKpiKey;
  card: TKpiCardConfig;
  errors: TKpiCardErrors[TKpiKey];
  targetText: string;
  actions: TKpiCardsDraft['actions'];
  position: number;
  count: number;
  disabled: boolean;
};

/** The move buttons' ids, so focus can follow the card it moved. */
export const moveButtonId = (key: TKpiKey, step: -1 | 1) =>
  `kpi-move-${key}-${step < 0 ? 'up' : 'down'}`;

/**
 * One KPI card's settings: shown or not, its place, title, colour, timescales and target. The
 * group is named by the card's title, so every control inside reads as "Title, Urgent Tasks".
 */
export const KpiCardRow = memo(function KpiCardRow({
  cardKey,
  card,
  errors = {},
  targetText,
  actions,
  position,
  count,
  disabled,
}: TKpiCardRowProps) {
  const { t } = useTranslation('kpis');
  const cardText = useKpiCardText();
  // The heading names the card as the dashboard does; the Title field holds the stored text.
  const name = cardText.title(cardKey, card.title.trim() || DEFAULT_KPI_CONFIG[cardKey].title);
  const fixedTimescale = KPI_FIXED_TIMESCALE_KEYS.includes(cardKey);

  const toggleTimescale = (timescale: TKpiTimescale, checked: boolean) => {
    const next = KPI_TIMESCALES.filter((t) =>
      t === timescale ? checked : card.allowedTimescales.includes(t),
    );
    actions.set(cardKey, 'allowedTimescales', next);
    // A narrower choice keeps a default it still allows; otherwise the first one left.
    const first = next[0];
    if (first && !next.includes(card.currentTimescale)) {
      actions.set(cardKey, 'currentTimescale', first);
    }
  };

  const onMove = (step: -1 | 1) => {
    actions.move(cardKey, step);
    // The row moves in the page; keep focus on the button pressed (or the other one at an end).
    requestAnimationFrame(() => {
      const atEnd = step < 0 ? position - 1 === 0 : position + 1 === count - 1;
      const target = atEnd ? moveButtonId(cardKey, step < 0 ? 1 : -1) : moveButtonId(cardKey, step);
      document.getElementById(target)?.focus();
    });
  };

  return (
    <Box role="group" aria-label={name} sx={{ py: 2, opacity: card.enabled ? 1 : 0.75 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Box
          aria-hidden
          sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: card.color, flexShrink: 0 }}
        />
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {name}
        </Typography>
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              checked={card.enabled}
              disabled={disabled}
              onChange={(event) => actions.set(cardKey, 'enabled', event.target.checked)}
            />
          }
          label={t('config.enabled')}
        />
        <Tooltip title={t('config.moveUp', { name })}>
          <span>
            <IconButton
              id={moveButtonId(cardKey, -1)}
              aria-label={t('config.moveUp', { name })}
              disabled={disabled || position === 0}
              onClick={() => onMove(-1)}
            >
              <ArrowUpwardIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('config.moveDown', { name })}>
          <span>
            <IconButton
              id={moveButtonId(cardKey, 1)}
              aria-label={t('config.moveDown', { name })}
              disabled={disabled || position === count - 1}
              onClick={() => onMove(1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <TextField
          label={t('config.title')}
          value={card.title}
          disabled={disabled}
          onChange={(event) => actions.set(cardKey, 'title', event.target.value)}
          error={Boolean(errors.title)}
          helperText={domainTextOf(errors.title)}
          slotProps={{ htmlInput: { maxLength: KPI_TITLE_MAX + 1 } }}
          size="small"
          fullWidth
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            type="color"
            label={t('config.colour')}
            value={card.color}
            disabled={disabled}
            onChange={(event) => actions.set(cardKey, 'color', event.target.value)}
            error={Boolean(errors.color)}
            helperText={domainTextOf(errors.color)}
            size="small"
            sx={{ width: 88 }}
          />
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {card.color.toLowerCase()}
          </Typography>
        </Stack>
        <FormControl
          component="fieldset"
          error={Boolean(errors.allowedTimescales)}
          disabled={disabled || fixedTimescale}
        >
          <FormLabel component="legend" sx={{ typography: 'body2' }}>
            {t('config.allowedTimescales')}
          </FormLabel>
          <FormGroup row>
            {KPI_TIMESCALES.map((timescale) => (
              <FormControlLabel
                key={timescale}
                control={
                  <Checkbox
                    size="small"
                    checked={card.allowedTimescales.includes(timescale)}
                    onChange={(event) => toggleTimescale(timescale, event.target.checked)}
                  />
                }
                label={t(`dashboard.timescales.${timescale}`)}
              />
            ))}
          </FormGroup>
          {(errors.allowedTimescales || fixedTimescale) && (
            <FormHelperText>
              {errors.allowedTimescales ?? t('config.fixedTimescale')}
            </FormHelperText>
          )}
        </FormControl>
        <TextField
          select
          label={t('config.defaultTimescale')}
          value={card.currentTimescale}
          disabled={disabled || fixedTimescale}
          onChange={(event) =>
            actions.set(cardKey, 'currentTimescale', event.target.value as TKpiTimescale)
          }
          error={Boolean(errors.currentTimescale)}
          helperText={domainTextOf(errors.currentTimescale)}
          size="small"
          fullWidth
        >
          {card.allowedTimescales.map((timescale) => (
            <MenuItem key={timescale} value={timescale}>
              {t(`dashboard.timescales.${timescale}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('config.target')}
          value={targetText}
          disabled={disabled}
          onChange={(event) => actions.setTargetText(cardKey, event.target.value)}
          error={Boolean(errors.target)}
          helperText={
            errors.target ??
            (card.type === 'percentage' ? t('config.targetHelpPercent') : t('config.targetHelp'))
          }
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 14 } }}
          size="small"
          fullWidth
        />
        <TextField
          select
          label={t('config.direction')}
          value={card.targetDirection}
          disabled={disabled}
          onChange={(event) =>
            actions.set(cardKey, 'targetDirection', event.target.value as 'higher' | 'lower')
          }
          size="small"
          fullWidth
        >
          {DIRECTIONS.map((d) => (
            <MenuItem key={d} value={d}>
              {t(`config.directions.${d}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Box>
  );
});
