import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TImportReport } from '../api/csv-import';

type TOutcome = TImportReport['outcomes'][number];
type TCounts = TImportReport['counts'];

const count = (n: number) => n.toLocaleString('en-US');
export const recordsWord = (n: number) => `${count(n)} craft ${n === 1 ? 'record' : 'records'}`;

/** What a line does (before the import) or did (after it), in words. */
export function outcomeText({ line, tag, outcome }: TOutcome, isDone: boolean): string {
  const what = tag ? `tag number ${tag}` : 'a record without a tag number';
  switch (outcome) {
    case 'create':
      return `Line ${line}: ${what} ${isDone ? 'created' : 'will be created'}.`;
    case 'update':
      return `Line ${line}: ${what} is on the site: ${isDone ? 'updated' : 'will be updated'}.`;
    case 'skip':
      return `Line ${line}: ${what} is on the site: ${isDone ? 'skipped' : 'will be skipped'}.`;
    case 'unchanged':
      return `Line ${line}: ${what} is on the site and unchanged.`;
  }
}

/** The counts of a records import in one sentence: '2 craft records created, 1 skipped.' */
export function countsText(counts: TCounts, isDone: boolean): string {
  const parts = [
    `${recordsWord(counts.create)} ${isDone ? 'created' : 'to create'}`,
    counts.update > 0 ? `${count(counts.update)} ${isDone ? 'updated' : 'to update'}` : null,
    counts.skip > 0 ? `${count(counts.skip)} ${isDone ? 'skipped' : 'to skip'}` : null,
    counts.unchanged > 0 ? `${count(counts.unchanged)} unchanged` : null,
  ];
  return `${parts.filter((p) => p !== null).join(', ')}.`;
}

/** Lines listed at most: a longer list only slows the page; the counts say the rest. */
export const SHOWN_OUTCOMES = 1000;

/** Every line of a records import with what it does or did (issue 33 #2: said per line). */
export function ImportOutcomes({ outcomes, isDone }: { outcomes: TOutcome[]; isDone: boolean }) {
  if (outcomes.length === 0) return null;
  const shown = outcomes.slice(0, SHOWN_OUTCOMES);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {isDone ? 'What each line did' : 'What each line will do'}
      </Typography>
      {/* Focusable, so a keyboard can scroll a long list. */}
      <Box
        role="region"
        aria-label="Lines of the file"
        tabIndex={0}
        sx={{
          maxHeight: 320,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <List dense disablePadding aria-label="Lines">
          {shown.map((o, i) => (
            <ListItem key={o.line} divider={i < shown.length - 1}>
              <ListItemText
                primary={outcomeText(o, isDone)}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Box>
      {outcomes.length > shown.length && (
        <Typography variant="body2" color="text.secondary">
          And {count(outcomes.length - shown.length)} more lines, counted above.
        </Typography>
      )}
    </Stack>
  );
}
