import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryStates } from '../../../components/list/query-states';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TCalendarCard } from '../api/scheduling';
import { CalendarCard } from './calendar-card';

type TUnscheduledListProps = {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  cards: readonly TCalendarCard[];
  truncated: boolean;
  onDragStart: (card: TCalendarCard) => void;
  onDragEnd: () => void;
  onReschedule: (card: TCalendarCard) => void;
};

/**
 * Tasks waiting for a day (Awaiting Schedule, Next Opportunity): drag one onto the calendar, or
 * use its Reschedule button.
 */
export function UnscheduledList({
  query,
  cards,
  truncated,
  onDragStart,
  onDragEnd,
  onReschedule,
}: TUnscheduledListProps) {
  const { t } = useTranslation('scheduling');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="unscheduled-heading"
      sx={{ p: 1.5, minWidth: 0 }}
    >
      <Typography id="unscheduled-heading" component="h2" variant="subtitle1" sx={{ mb: 1 }}>
        {t('unscheduled.title')}
      </Typography>
      <QueryStates
        query={query}
        loadingLabel={t('unscheduled.loading')}
        isEmpty={cards.length === 0}
        emptyText={t('unscheduled.empty')}
      >
        <Stack
          component="ul"
          spacing={1}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            maxHeight: { xs: 360, md: 680 },
            overflowY: 'auto',
          }}
        >
          {cards.map((card) => (
            <Box
              component="li"
              key={card.id}
              draggable
              aria-label={card.title}
              onDragStart={(event) => {
                event.dataTransfer.setData('text/plain', card.id);
                event.dataTransfer.effectAllowed = 'move';
                onDragStart(card);
              }}
              onDragEnd={onDragEnd}
              sx={{
                p: 1,
                borderRadius: 1,
                bgcolor: 'action.hover',
                cursor: 'grab',
                borderLeft: 4,
                borderColor: card.nextOpportunity ? 'warning.main' : 'info.main',
              }}
            >
              <CalendarCard card={card} onReschedule={onReschedule} showCompany />
              <Typography variant="caption" color="text.secondary" component="div">
                {card.nextOpportunity
                  ? t('unscheduled.nextOpportunity')
                  : t('unscheduled.awaitingSchedule')}
                {card.locationTitle ? ` · ${card.locationTitle}` : ''}
              </Typography>
            </Box>
          ))}
        </Stack>
        {truncated && (
          <Typography variant="caption" color="text.secondary">
            {t('unscheduled.truncated', { count: cards.length })}
          </Typography>
        )}
      </QueryStates>
    </Paper>
  );
}
