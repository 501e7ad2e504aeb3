import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TCalendarCard } from '../api/scheduling';
import { useFormat } from '../../../lib/i18n/use-format';
import { CalendarCard } from './calendar-card';

type TCalendarGroupCardProps = {
  cards: readonly TCalendarCard[];
  start: Date;
  onReschedule: (card: TCalendarCard) => void;
};

/**
 * Tasks starting together in one column, counted (issue 32 #8): "3 tasks", and a button listing
 * them, each with its Reschedule button.
 */
export function CalendarGroupCard({ cards, start, onReschedule }: TCalendarGroupCardProps) {
  const { t } = useTranslation('scheduling');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const headingId = useId();
  const time = useFormat().time(start);
  const count = t('group.count', { count: cards.length });
  const countAt = t('group.countAt', { tasks: count, time });
  return (
    <Box sx={{ fontSize: 12, lineHeight: 1.25 }} title={countAt}>
      <Button
        size="small"
        color="inherit"
        aria-label={t('group.show', { tasks: count, time })}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onMouseDown={(event) => event.stopPropagation()}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        sx={{
          minWidth: 24,
          minHeight: 24,
          p: '0 4px',
          fontSize: 12,
          fontWeight: 600,
          textTransform: 'none',
          justifyContent: 'flex-start',
          textAlign: 'left',
          lineHeight: 1.25,
        }}
      >
        {count}
        <br />
        {time}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId } }}
      >
        <Box sx={{ p: 1.5, width: 300, maxWidth: '90vw' }}>
          <Typography id={headingId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {countAt}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {cards.map((card) => (
              <Box
                component="li"
                key={card.id}
                sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1 }}
              >
                <CalendarCard
                  card={card}
                  onReschedule={(c) => {
                    setAnchor(null);
                    onReschedule(c);
                  }}
                  showCompany
                  start={start}
                />
              </Box>
            ))}
          </Box>
        </Box>
      </Popover>
    </Box>
  );
}
