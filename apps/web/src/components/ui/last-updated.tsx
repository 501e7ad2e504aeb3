import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import HistoryIcon from '@mui/icons-material/History';
import type { TFunction } from 'i18next';
import { isOffline, liveConnectedAt, useConnectivity } from '../../lib/connectivity';
import { localeOf } from '@craftwork/domain/i18n/format';
import { useTranslation } from '../../lib/i18n/i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 minutes ago', '3 hours ago', else the date and time, in `language`. */
export function lastUpdatedText(
  updatedAt: number,
  now: number,
  t: TFunction<'common'>,
  language: string,
): string {
  const age = Math.max(0, now - updatedAt);
  if (age < MINUTE) return t('lastUpdated.justNow');
  if (age < HOUR) return t('lastUpdated.minutesAgo', { count: Math.floor(age / MINUTE) });
  if (age < DAY) return t('lastUpdated.hoursAgo', { count: Math.floor(age / HOUR) });
  return new Date(updatedAt).toLocaleString(localeOf(language), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * 'Last updated …' for a screen's data (its main query's `dataUpdatedAt`), shown while offline
 * or while the data is older than the live feed's connection (saved on the device and not yet
 * fetched again); quiet otherwise.
 */
export function LastUpdated({ updatedAt, sx }: { updatedAt: number; sx?: SxProps<Theme> }) {
  const { t, i18n } = useTranslation('common');
  const connectivity = useConnectivity();
  const now = useNow(MINUTE);
  const connectedAt = liveConnectedAt();
  // Fetched well before the feed connected (saved on the device): the connection's refetch
  // replaces it; data fetched a moment before the feed connected is not worth a word.
  const behindFeed = connectedAt !== null && updatedAt < connectedAt - MINUTE;
  if (!updatedAt || (!isOffline(connectivity) && !behindFeed)) return null;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" sx={sx}>
      <HistoryIcon fontSize="small" color="action" aria-hidden="true" />
      <Typography variant="body2" color="text.secondary">
        {/* The whole sentence is one message: each language puts the time where it belongs. */}
        <time dateTime={new Date(updatedAt).toISOString()}>
          {t('lastUpdated.label', { when: lastUpdatedText(updatedAt, now, t, i18n.language) })}
        </time>
      </Typography>
    </Stack>
  );
}
