import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { RetryAlert } from '../../../components/ui/retry-alert';
import type { TCraftRecordRow } from '../columns/craft-record-columns';
import type { TListView } from '../../../components/list/use-list-state';
import { emptyRowsLabel } from '../../../components/list/list-messages';

type TCraftRecordCardsProps = {
  /** The group's accessible name. */
  label: string;
  list: Pick<TListView, 'pagination' | 'setPagination'>;
  query: {
    data?: { rows: TCraftRecordRow[]; total: number };
    error: unknown;
    isPending: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  selectedId: string | null;
  onSelect: (row: TCraftRecordRow) => void;
};

/**
 * The wizard's record list on a phone: one card per record with its whole title, tag number and
 * location, chosen like a radio button (the chosen card is checked and outlined), a page at a time.
 */
export function CraftRecordCards({
  label,
  list,
  query,
  selectedId,
  onSelect,
}: TCraftRecordCardsProps) {
  const { t } = useTranslation('lists');
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const { page, pageSize } = list.pagination;
  const pageCount = Math.ceil(total / pageSize);
  return (
    <Stack spacing={1}>
      {query.error ? (
        <RetryAlert onRetry={() => void query.refetch()}>{errorText(query.error)}</RetryAlert>
      ) : null}
      {query.isPending || query.isFetching ? (
        <LinearProgress aria-label={t('cards.loading', { label })} />
      ) : null}
      {!query.isPending && rows.length === 0 ? (
        <Typography color="text.secondary">{emptyRowsLabel(t, Boolean(query.error))}</Typography>
      ) : (
        <RadioGroup
          aria-label={label}
          value={selectedId ?? ''}
          onChange={(event) => {
            const row = rows.find((r) => r.id === event.target.value);
            if (row) onSelect(row);
          }}
          sx={{ gap: 1 }}
        >
          {rows.map((row) => {
            const isChecked = row.id === selectedId;
            return (
              <FormControlLabel
                key={row.id}
                value={row.id}
                control={<Radio sx={{ mt: -0.5 }} />}
                label={
                  <Box sx={{ minWidth: 0, py: 1 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {row.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('cards.tagNumber', { tag: row.tagNumber ?? t('columns.notAvailable') })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('cards.location', {
                        location: row.locationTitle ?? t('cards.noLocation'),
                      })}
                    </Typography>
                  </Box>
                }
                sx={{
                  m: 0,
                  pr: 1.5,
                  alignItems: 'flex-start',
                  border: isChecked ? 2 : 1,
                  borderRadius: 1,
                  borderColor: isChecked ? 'primary.main' : 'divider',
                  bgcolor: isChecked ? 'action.selected' : 'background.paper',
                }}
              />
            );
          })}
        </RadioGroup>
      )}
      {pageCount > 1 ? (
        <Pagination
          count={pageCount}
          page={page + 1}
          onChange={(_event, next) => list.setPagination({ page: next - 1, pageSize })}
          sx={{ alignSelf: 'center' }}
        />
      ) : null}
    </Stack>
  );
}
