import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TImportReport } from '../api/csv-import';

type TOutcome = TImportReport['outcomes'][number];
type TCounts = TImportReport['counts'];
type TImportsT = TFunction<'imports'>;

/** What a line does (before the import) or did (after it), in words. */
export function outcomeText(
  t: TImportsT,
  { line, tag, outcome }: TOutcome,
  isDone: boolean,
): string {
  const what = tag ? t('outcomes.tag', { tag }) : t('outcomes.noTag');
  switch (outcome) {
    case 'create':
      return t(isDone ? 'outcomes.created' : 'outcomes.create', { line, what });
    case 'update':
      return t(isDone ? 'outcomes.updated' : 'outcomes.update', { line, what });
    case 'skip':
      return t(isDone ? 'outcomes.skipped' : 'outcomes.skip', { line, what });
    case 'unchanged':
      return t('outcomes.unchanged', { line, what });
  }
}

/** The counts of a records import in one sentence: '2 craft records created, 1 skipped.' */
export function countsText(t: TImportsT, counts: TCounts, isDone: boolean): string {
  const parts = [
    t(isDone ? 'counts.created' : 'counts.toCreate', { count: counts.create }),
    counts.update > 0
      ? t(isDone ? 'counts.updated' : 'counts.toUpdate', { count: counts.update })
      : null,
    counts.skip > 0 ? t(isDone ? 'counts.skipped' : 'counts.toSkip', { count: counts.skip }) : null,
    counts.unchanged > 0 ? t('counts.unchanged', { count: counts.unchanged }) : null,
  ];
  return t('counts.sentence', {
    parts: parts.filter((p) => p !== null).join(t('listSeparator')),
  });
}

/** Lines listed at most: a longer list only slows the page; the counts say the rest. */
export const SHOWN_OUTCOMES = 1000;

/** Every line of a records import with what it does or did (issue 33 #2: said per line). */
export function ImportOutcomes({ outcomes, isDone }: { outcomes: TOutcome[]; isDone: boolean }) {
  const { t } = useTranslation('imports');
  if (outcomes.length === 0) return null;
  const shown = outcomes.slice(0, SHOWN_OUTCOMES);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {isDone ? t('outcomes.headingDone') : t('outcomes.headingPlanned')}
      </Typography>
      {/* Focusable, so a keyboard can scroll a long list. */}
      <Box
        role="region"
        aria-label={t('outcomes.regionLabel')}
        tabIndex={0}
        sx={{
          maxHeight: 320,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <List dense disablePadding aria-label={t('outcomes.listLabel')}>
          {shown.map((o, i) => (
            <ListItem key={o.line} divider={i < shown.length - 1}>
              <ListItemText
                primary={outcomeText(t, o, isDone)}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Box>
      {outcomes.length > shown.length && (
        <Typography variant="body2" color="text.secondary">
          {t('outcomes.more', { count: outcomes.length - shown.length })}
        </Typography>
      )}
    </Stack>
  );
}
