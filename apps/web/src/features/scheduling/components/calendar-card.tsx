import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import type { TCalendarCard } from '../api/scheduling';

/** What a card reads: its title, status (and Urgent), and company. */
export function cardLabel(card: TCalendarCard): string {
  const status = `${taskStatusName(card.taskStatus)}${card.urgent ? ' (Urgent)' : ''}`;
  return `${card.title} · ${status}`;
}

type TCalendarCardProps = {
  card: TCalendarCard;
  onReschedule: (card: TCalendarCard) => void;
  /** Shows the company on the card (views without a row per company). */
  showCompany?: boolean;
};

/**
 * A task on the calendar: its label, and a Reschedule button opening the schedule picker, so
 * dragging is never the only way to move it. Pressing the button does not start a drag.
 */
export function CalendarCard({ card, onReschedule, showCompany = false }: TCalendarCardProps) {
  const label = cardLabel(card);
  return (
    <Box
      data-task-id={card.id}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.25, minWidth: 0 }}
    >
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          lineHeight: 1.25,
          fontSize: 12,
          // Words wrap whole (a narrow column clips a long one rather than splitting it).
          overflowWrap: 'normal',
          wordBreak: 'normal',
        }}
      >
        <Box component="span" sx={{ fontWeight: 600 }}>
          {card.title}
        </Box>{' '}
        <Box component="span" data-testid="card-status">
          · {taskStatusName(card.taskStatus)}
          {card.urgent ? ' (Urgent)' : ''}
        </Box>
        {showCompany && card.assignedCompanyName ? (
          <Box component="span"> · {card.assignedCompanyName}</Box>
        ) : null}
      </Box>
      <IconButton
        size="small"
        aria-label={`Reschedule ${label}`}
        title="Reschedule"
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
