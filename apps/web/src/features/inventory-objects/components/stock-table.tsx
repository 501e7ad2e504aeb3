import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import { sumStock } from '@craftwork/domain/inventory/quantities';
import type { TStockRow } from '../api/types';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useQuantityFormat } from '../utils/i18n';
import { locationLabel } from '../utils/location-label';

const NUMBER_COLUMNS = ['available', 'awaitingPickup', 'inUse', 'reserved'] as const;

/**
 * The object's quantities per location and their totals; with `onSetThreshold` each location
 * offers its Low threshold for editing.
 */
export function StockTable({
  stock,
  lowQuantityThreshold,
  onSetThreshold,
}: {
  stock: readonly TStockRow[];
  /** The object's threshold (the least of its locations'), shown on the Totals row. */
  lowQuantityThreshold: number;
  onSetThreshold?: (row: TStockRow) => void;
}) {
  const { t } = useTranslation('inventory');
  const format = useQuantityFormat();
  const formatQuantity = format.quantity;
  const words = { noLocation: t('empty.noLocation'), unavailable: t('empty.unavailable') };
  const totals = sumStock(stock);
  return (
    // Focusable, so a keyboard can scroll the table sideways on a phone (WCAG 2.1.1).
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ maxWidth: '100%' }}
      tabIndex={0}
      role="region"
      aria-label={t('stock.region')}
    >
      <Table size="small" aria-label={t('stock.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('stock.location')}</TableCell>
            {NUMBER_COLUMNS.map((c) => (
              <TableCell key={c} align="right">
                {t(`quantity.${c}`)}
              </TableCell>
            ))}
            <TableCell align="right">{t('stock.lowThreshold')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stock.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} sx={{ color: 'text.secondary' }}>
                {t('stock.none')}
              </TableCell>
            </TableRow>
          ) : null}
          {stock.map((row) => {
            const location = locationLabel(row.locationId, row.locationTitle, words);
            return (
              <TableRow key={row.id}>
                <TableCell component="th" scope="row">
                  {location}
                </TableCell>
                {NUMBER_COLUMNS.map((c) => (
                  <TableCell key={c} align="right">
                    {formatQuantity(row[c])}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row.lowQuantityThreshold === null
                    ? '—'
                    : formatQuantity(row.lowQuantityThreshold)}
                  {onSetThreshold ? (
                    <Tooltip title={t('stock.setThreshold')}>
                      <IconButton
                        size="small"
                        aria-label={t('stock.setThresholdAt', { location })}
                        onClick={() => onSetThreshold(row)}
                        sx={{ ml: 0.5 }}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
          <TableRow sx={{ '& > *': { fontWeight: 700 } }}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t('stock.totals')}
            </TableCell>
            {NUMBER_COLUMNS.map((c) => (
              <TableCell key={c} align="right" sx={{ fontWeight: 700 }}>
                {formatQuantity(totals[c])}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatQuantity(lowQuantityThreshold)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
