import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import type { TFunction } from 'i18next';
import { isTaskStatus, taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useStatusName } from '../../../lib/i18n/use-status-name';
import type { TCalendarCard } from '../api/scheduling';

/** A status's name in the language shown (useStatusName); an unknown code as the domain names it. */
type TStatusName = (code: number) => string;

/** The card's status, with (Urgent) after it when it is urgent. */
export function cardStatus(
  card: TCalendarCard,
  t: TFunction<'scheduling'>,
  statusName: TStatusName,
): string {
  const status = statusName(card.taskStatus);
  return card.urgent ? t('card.statusUrgent', { status }) : status;
}

/** What a card reads: its title, status (and Urgent), and company. */
export function cardLabel(
  card: TCalendarCard,
  t: TFunction<'scheduling'>,
  statusName: TStatusName,
): string {
  return `${card.title} · ${cardStatus(card, t, statusName)}`;
}

/** Everything a card says in one line: its tooltip, so a narrow card hides nothing. */
export function cardSummary(
  card: TCalendarCard,
  time: string | null,
  t: TFunction<'scheduling'>,
  statusName: TStatusName,
): string {
  return [cardLabel(card, t, statusName), card.assignedCompanyName, time]
    .filter(Boolean)
    .join(' · ');
}

type TCalendarCardProps = {
  card: TCalendarCard;
  onReschedule: (card: TCalendarCard) => void;
  /** Shows the company on the card (views without a column per company). */
  showCompany?: boolean;
  /** The card's start as the calendar shows it; its time is shown when given. */
  start?: Date | null;
  /** One line per fact, cut with an ellipsis (a calendar slot); else the text wraps. */
  compact?: boolean;
};

const LINE = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * A task on the calendar: its title, status, company and time (one line each, cut with an
 * ellipsis; the whole of it in the card's tooltip and its Reschedule button's name), and a
 * Reschedule button opening the schedule picker, so dragging is never the only way to move it.
 * Pressing the button does not start a drag.
 */
export function CalendarCard({
  card,
  onReschedule,
  showCompany = false,
  start = null,
  compact = false,
}: TCalendarCardProps) {
  const { t } = useTranslation('scheduling');
  const knownStatusName = useStatusName();
  const format = useFormat();
  const statusName = (code: number) =>
    isTaskStatus(code) ? knownStatusName(code) : taskStatusName(code);
  const label = cardLabel(card, t, statusName);
  // The calendar's Date holds the site's wall time on the reader's clock: written without a zone.
  const time = start ? format.time(start) : null;
  const line = compact ? LINE : { display: 'block' };
  return (
    <Box
      data-task-id={card.id}
      title={cardSummary(card, time, t, statusName)}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.25, minWidth: 0 }}
    >
      <Box sx={{ flex: 1, minWidth: 0, lineHeight: 1.25, fontSize: 12 }}>
        <Box component="span" data-testid="card-title" sx={{ ...line, fontWeight: 600 }}>
          {card.title}
        </Box>
        <Box component="span" data-testid="card-status" sx={line}>
          {cardStatus(card, t, statusName)}
        </Box>
        {showCompany && card.assignedCompanyName ? (
          <Box component="span" sx={line}>
            {card.assignedCompanyName}
          </Box>
        ) : null}
        {time ? (
          <Box component="span" sx={line}>
            {time}
          </Box>
        ) : null}
      </Box>
      <IconButton
        size="small"
        aria-label={t('card.rescheduleNamed', { label })}
        title={t('card.reschedule')}
        onMouseDown={(event) => event.stopPropagation()}
        onClick={(event) => {
          event.stopPropagation();
          onReschedule(card);
        }}
        sx={{ color: 'inherit', p: 0.5, minWidth: 24, minHeight: 24 }}
      >
        <EditCalendarIcon sx={{ fontSize: 16 }} />
      </IconButton>
    </Box>
  );
}
