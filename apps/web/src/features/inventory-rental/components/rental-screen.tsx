import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZRentalFilter, type TRentalFilter } from '@craftwork/domain/inventory/rental';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { ExportButton } from '../../../components/list/export-button';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { rentalMessage } from '../utils/i18n';
import { screenUser, useSite } from '../../../lib/session';
import {
  NewInvoiceDialog,
  type TRentalPreset,
} from '../../../components/billing/new-invoice-dialog';
import { useExportRental, useRentalCompanies, useRentalList } from '../api/rental';
import { OffRentLines } from './off-rent-lines';
import { RentalTable } from './rental-table';

const FIELD_SX = { bgcolor: 'background.paper' } as const;
const ALL_COMPANIES = 'all';

/** This month so far, in the site's calendar: the first of the month to today. */
export function defaultRentalRange(now: Date, timeZone: string): { from: string; to: string } {
  const today = siteDateKey(now, timeZone);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * /inventory/rental: per company, craft record and object, the material on rent in a range of
 * site days and its billable days, exportable; below, the range's Off Rent lines, whose
 * rent-stop dates may be moved back.
 */
export function RentalScreen({
  timeZone,
  isPlantPersonnel,
}: {
  timeZone: string;
  isPlantPersonnel: boolean;
}) {
  const { t } = useTranslation('inventory');
  const [range, setRange] = useState(() => defaultRentalRange(new Date(), timeZone));
  const [companyId, setCompanyId] = useState<string | null>(null);
  const parsed = ZRentalFilter.safeParse({ ...range, companyId });
  const filter: TRentalFilter | null = parsed.success ? parsed.data : null;
  const rangeError = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const query = useRentalList(filter);
  const companies = useRentalCompanies(isPlantPersonnel);
  const exportCsv = useExportRental();
  const site = useSite();
  const seesMoney = site !== null && mayUseScreen('invoices', screenUser(site));
  const [invoicing, setInvoicing] = useState<TRentalPreset | null>(null);
  const sortedCompanies = useMemo(
    () => [...(companies.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [companies.data],
  );

  const dateField = (end: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={range[end]}
      required
      error={Boolean(rangeError) && end === 'to'}
      helperText={end === 'to' ? rentalMessage(t, rangeError) : undefined}
      onChange={(event) => setRange((r) => ({ ...r, [end]: event.target.value }))}
      sx={{ '& .MuiInputBase-root': FIELD_SX, width: { xs: 'calc(50% - 6px)', sm: 170 } }}
      slotProps={{ inputLabel: { shrink: true }, formHelperText: { sx: { mx: 0 } } }}
    />
  );

  const rows = query.data?.rows ?? [];
  return (
    <>
      <PageHeading
        title={t('rental.title')}
        actions={
          <ExportButton
            hasRows={filter !== null && rows.length > 0}
            isExporting={exportCsv.isPending}
            onExport={() => filter && exportCsv.mutate(filter)}
          />
        }
      />
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'flex-start' }}
        role="group"
        aria-label={t('rental.filters')}
      >
        {dateField('from', t('rental.from'))}
        {dateField('to', t('rental.to'))}
        {isPlantPersonnel && (
          <TextField
            select
            size="small"
            label={t('rental.company')}
            value={companyId ?? ALL_COMPANIES}
            onChange={(event) =>
              setCompanyId(event.target.value === ALL_COMPANIES ? null : event.target.value)
            }
            sx={{ ...FIELD_SX, width: { xs: '100%', sm: 220 } }}
          >
            <MenuItem value={ALL_COMPANIES}>{t('rental.allCompanies')}</MenuItem>
            {sortedCompanies.map((company) => (
              <MenuItem key={company.id} value={company.id}>
                {company.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {filter === null ? null : query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('rental.loading')} />
        </Box>
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>{errorText(query.error)}</RetryAlert>
      ) : (
        <>
          {rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {t('rental.noRows')}
            </Typography>
          ) : (
            <RentalTable
              list={query.data}
              onCreateInvoice={
                seesMoney
                  ? (row) =>
                      setInvoicing({
                        craftRecordId: row.recordId ?? '',
                        craftRecordTitle: row.recordTitle,
                        from: filter.from,
                        to: filter.to,
                      })
                  : undefined
              }
            />
          )}
          <OffRentLines lines={query.data.offRentLines} billingCutoff={query.data.billingCutoff} />
        </>
      )}
      <NewInvoiceDialog
        open={invoicing !== null}
        onClose={() => setInvoicing(null)}
        rental={invoicing ?? undefined}
      />
    </>
  );
}
