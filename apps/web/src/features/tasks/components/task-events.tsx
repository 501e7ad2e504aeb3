import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TTaskEvent } from '../api/get-task';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';

/** The task's events, newest first (as the server sends them). */
export function TaskEvents({ events, timeZone }: { events: TTaskEvent[]; timeZone: string }) {
  const { t } = useTranslation('tasks');
  const { timeline } = useFormat();
  if (events.length === 0) {
    return <Typography color="text.secondary">{t('messages.noEvents')}</Typography>;
  }
  return (
    <List dense disablePadding>
      {events.map((event) => (
        <ListItem key={event.id} disableGutters divider alignItems="flex-start">
          <ListItemText
            primary={
              <>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {event.label}
                </Typography>
                {event.title ? (
                  <Typography component="span" variant="body2">
                    {` — ${event.title}`}
                  </Typography>
                ) : null}
              </>
            }
            secondary={`${timeline(event.timestampCreated, timeZone)} · ${
              event.createdByName ?? t('unavailable')
            }`}
          />
        </ListItem>
      ))}
    </List>
  );
}
