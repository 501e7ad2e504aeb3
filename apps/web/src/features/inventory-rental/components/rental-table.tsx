import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { VISUALLY_HIDDEN_SX } from '../../../components/ui/visually-hidden';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useRentalFormat } from '../utils/i18n';
import type { TRentalList, TRentalRow } from '../api/rental';
import { craftRecordPath, joinNames } from '../utils/format';

/** Shown from 600 px up; on phones their values stand under the craft record. */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

const TOTAL = { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } as const;

/** The Rental lines: per company, craft record and object, with a totals line. */
export function RentalTable({
  list,
  onCreateInvoice,
}: {
  list: Pick<TRentalList, 'rows' | 'totals'>;
  /** For those who see money: bill a row's craft record for its rental days. */
  onCreateInvoice?: (row: TRentalRow) => void;
}) {
  const { t } = useTranslation('inventory');
  const format = useRentalFormat();
  const formatQuantity = format.quantity;
  const formatSiteDay = format.siteDay;
  return (
    // Positioned, so the visually hidden column label stays inside the table's own sideways
    // scroll: otherwise, where a language's words make the table wider than a phone, that label
    // (placed absolutely) pushed the whole page sideways (the Polish walk, 36 px at 390 px).
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      <Table size="small" aria-label={t('rental.table')}>
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE}>{t('rental.company')}</TableCell>
            <TableCell>{t('rental.craftRecord')}</TableCell>
            <TableCell sx={WIDE}>{t('rental.object')}</TableCell>
            <TableCell align="right">{t('rental.qtyOnRent')}</TableCell>
            <TableCell sx={WIDE}>{t('rental.rentStart')}</TableCell>
            <TableCell sx={WIDE}>{t('rental.rentStop')}</TableCell>
            <TableCell align="right">{t('rental.billableDays')}</TableCell>
            <TableCell align="right">{t('rental.unitDays')}</TableCell>
            {onCreateInvoice && (
              <TableCell>
                <Box component="span" sx={VISUALLY_HIDDEN_SX}>
                  {t('rental.invoice')}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.rows.map((row) => (
            <TableRow key={`${row.companyId}|${row.recordId}|${row.objectId}`} hover>
              <TableCell sx={WIDE}>{row.companyName}</TableCell>
              <TableCell sx={{ overflowWrap: 'break-word' }}>
                {row.recordId && row.recordTitle !== '[Unavailable]' ? (
                  <Link to={craftRecordPath(row.recordId)} underline="hover">
                    {row.recordTitle}
                  </Link>
                ) : (
                  row.recordTitle
                )}
                <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {joinNames(row.companyName, row.objectTitle)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {formatSiteDay(row.rentStart)}
                    {row.rentStop ? ` – ${formatSiteDay(row.rentStop)}` : ''}
                  </Typography>
                </Box>
              </TableCell>
              <TableCell sx={WIDE}>{row.objectTitle}</TableCell>
              <TableCell align="right">{formatQuantity(row.quantityOnRent)}</TableCell>
              <TableCell sx={WIDE}>{formatSiteDay(row.rentStart)}</TableCell>
              <TableCell sx={WIDE}>{formatSiteDay(row.rentStop)}</TableCell>
              <TableCell align="right">{row.billableDays}</TableCell>
              <TableCell align="right">{formatQuantity(row.unitDays)}</TableCell>
              {onCreateInvoice && (
                <TableCell padding="none" sx={{ pr: 1 }}>
                  {row.recordId && row.recordTitle !== '[Unavailable]' && (
                    <Button
                      size="small"
                      onClick={() => onCreateInvoice(row)}
                      aria-label={t('rental.createInvoiceFor', { record: row.recordTitle })}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {t('rental.createInvoice')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ ...WIDE, ...TOTAL }}>
              {t('rental.total')}
            </TableCell>
            {/* On phones the Company column is hidden: the word stands here. */}
            <TableCell sx={TOTAL}>
              <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                {t('rental.total')}
              </Box>
            </TableCell>
            <TableCell sx={WIDE} />
            <TableCell align="right" sx={TOTAL}>
              {formatQuantity(list.totals.quantityOnRent)}
            </TableCell>
            <TableCell sx={WIDE} />
            <TableCell sx={WIDE} />
            <TableCell />
            <TableCell align="right" sx={TOTAL}>
              {formatQuantity(list.totals.unitDays)}
            </TableCell>
            {onCreateInvoice && <TableCell />}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
