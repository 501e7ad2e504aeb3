import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, milliToQuantity } from '@craftwork/domain/billing/money';
import type { TPublicEstimate } from '@craftwork/domain/billing/estimates';
import { TotalsSummary, type TTotalsLabels } from '../../../components/billing/totals-summary';

/** This page is signed out and outside the app frame: it stays in English, without i18next. */
const TOTALS_LABELS: TTotalsLabels = {
  totals: 'Totals',
  subtotal: 'Subtotal',
  taxExempt: 'Tax exempt',
  tax: (rate) => `Tax (${rate})`,
  total: 'Total',
};

const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** The estimate's lines and totals as the customer reads them; narrow screens drop a column. */
export function PublicEstimateLines({ estimate }: { estimate: TPublicEstimate }) {
  const wide = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <Box>
      <Table size="small" aria-label="Lines">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right" sx={wide}>
              Unit price
            </TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {estimate.lines.map((line, index) => (
            <TableRow key={index}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {line.name}
                </Typography>
                {line.description && (
                  <Typography variant="caption" color="text.secondary" component="p">
                    {line.description}
                  </Typography>
                )}
                {line.discountCents > 0 && (
                  <Typography variant="caption" color="text.secondary" component="p">
                    Discount {formatMoney(line.discountCents)}
                  </Typography>
                )}
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="p"
                  sx={{ display: { sm: 'none' } }}
                >
                  {formatMoney(line.unitPriceCents)} each
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {quantity.format(milliToQuantity(line.quantityMilli))}
                {line.unit ? ` ${line.unit}` : ''}
              </TableCell>
              <TableCell align="right" sx={wide}>
                {formatMoney(line.unitPriceCents)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.amountCents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TotalsSummary
        totals={estimate}
        taxRateBp={estimate.taxRateBp}
        taxExempt={estimate.taxExempt}
        labels={TOTALS_LABELS}
        money={formatMoney}
      />
    </Box>
  );
}
