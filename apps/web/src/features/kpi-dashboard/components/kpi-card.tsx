import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { KPI_CHANGE_ARROWS, kpiChange, type TKpiChange } from '@craftwork/domain/kpis/card-display';
import type { TKpiCard } from '@craftwork/domain/kpis/dashboard';
import { VISUALLY_HIDDEN_SX } from '../../../components/ui/visually-hidden';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';

// The dark shades: the value is text, read on the selected card's grey too (4.5:1).
const TARGET_LOOK = {
  green: { color: 'success.dark', icon: <CheckCircleIcon fontSize="inherit" /> },
  amber: { color: 'warning.dark', icon: <WarningAmberIcon fontSize="inherit" /> },
  red: { color: 'error.dark', icon: <ErrorIcon fontSize="inherit" /> },
} as const;

/** The change in words, for screen readers: the domain's label in the language shown. */
function changeLabel(t: TFunction<'kpis'>, change: TKpiChange, isPercentage: boolean): string {
  const { amount } = change;
  if (change.direction === 'same') return t('dashboard.change.same');
  if (change.direction === 'up')
    return isPercentage
      ? t('dashboard.change.upPoints', { amount })
      : t('dashboard.change.up', { amount });
  return isPercentage
    ? t('dashboard.change.downPoints', { amount })
    : t('dashboard.change.down', { amount });
}

/** The width every card takes from 600 px up; below, two share a row. */
export const KPI_CARD_SX = {
  flex: { xs: '1 1 calc(50% - 8px)', sm: '0 0 200px' },
  minWidth: 0,
} as const;

/** A KPI card's title with its tooltip: an info button a keyboard reaches too. */
export function KpiCardTitle({ title, tooltip }: { title: string; tooltip: string }) {
  const { t } = useTranslation('kpis');
  return (
    <Stack direction="row" alignItems="flex-start" spacing={0.5} sx={{ minHeight: 40 }}>
      <Typography variant="subtitle2" component="h3" sx={{ flex: 1, lineHeight: 1.3, pt: 0.5 }}>
        {title}
      </Typography>
      {tooltip ? (
        <Tooltip title={tooltip} describeChild enterTouchDelay={0}>
          <IconButton
            size="small"
            aria-label={t('dashboard.aboutCard', { title })}
            sx={{ mt: -0.5, mr: -0.5 }}
          >
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

/**
 * A card's frame: the coloured edge, the title row, and the body that selects the card (a
 * toggle button, aria-pressed) when `onSelect` is given.
 */
export function KpiCardFrame({
  title,
  tooltip,
  color,
  isSelected,
  onSelect,
  children,
}: {
  title: string;
  tooltip: string;
  color: string;
  isSelected: boolean;
  onSelect?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('kpis');
  return (
    <Paper
      variant="outlined"
      sx={{
        ...KPI_CARD_SX,
        display: 'flex',
        flexDirection: 'column',
        borderLeft: 4,
        borderLeftColor: color,
        outline: isSelected ? 2 : 0,
        outlineColor: 'primary.main',
        bgcolor: isSelected ? 'action.selected' : 'background.paper',
        p: 1.5,
        pb: 1,
      }}
    >
      <KpiCardTitle title={title} tooltip={tooltip} />
      {onSelect ? (
        <ButtonBase
          aria-pressed={isSelected}
          onClick={onSelect}
          sx={{
            display: 'block',
            textAlign: 'left',
            borderRadius: 1,
            flex: 1,
            mx: -0.5,
            px: 0.5,
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <Box component="span" sx={VISUALLY_HIDDEN_SX}>
            {t('dashboard.cardValueOf', { title })}
          </Box>
          {children}
        </ButtonBase>
      ) : (
        <Box component="span" sx={{ display: 'block', flex: 1 }}>
          {children}
        </Box>
      )}
    </Paper>
  );
}

/**
 * One KPI card: its value with the card's precision, its target state in colour and in words,
 * and the change against the previous period. Selecting it shows its chart.
 */
export function KpiCard({
  card,
  isSelected,
  onSelect,
}: {
  card: TKpiCard;
  isSelected: boolean;
  onSelect?: () => void;
}) {
  const { t, i18n } = useTranslation('kpis');
  const format = useFormat();
  const value = format.kpi(card.value, card);
  const change = kpiChange(card.change, card, i18n.language);
  const look = card.targetState === 'none' ? null : TARGET_LOOK[card.targetState];
  return (
    <KpiCardFrame
      title={card.title}
      tooltip={card.tooltip}
      color={card.color}
      isSelected={isSelected}
      onSelect={onSelect}
    >
      <Typography
        variant="h5"
        component="span"
        data-testid="kpi-value"
        sx={{ display: 'block', fontWeight: 600, color: look?.color ?? 'text.primary' }}
      >
        {card.displayCardValue ? value : '\u00a0'}
      </Typography>
      {look && card.targetState !== 'none' ? (
        <Stack
          component="span"
          direction="row"
          alignItems="center"
          spacing={0.5}
          sx={{ color: look.color, fontSize: 14 }}
        >
          {look.icon}
          <Typography variant="caption" sx={{ color: 'inherit', fontWeight: 500 }}>
            {t(`dashboard.target.${card.targetState}`)}
          </Typography>
        </Stack>
      ) : null}
      {change ? (
        <Typography
          variant="caption"
          component="span"
          sx={{
            display: 'block',
            color:
              change.isBetter === null
                ? 'text.secondary'
                : change.isBetter
                  ? 'success.dark'
                  : 'error.dark',
          }}
        >
          <span aria-hidden>
            {KPI_CHANGE_ARROWS[change.direction]} {change.amount}
          </span>
          <Box component="span" sx={VISUALLY_HIDDEN_SX}>
            {changeLabel(t, change, card.type === 'percentage')}
          </Box>
        </Typography>
      ) : null}
    </KpiCardFrame>
  );
}
