import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { milliToQuantity } from '@craftwork/domain/billing/money';
import type { TPublicEstimate } from '@craftwork/domain/billing/estimates';
import { BillingTotals } from '../../../components/billing/billing-totals';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';

/** The estimate's lines and totals as the customer reads them; narrow screens drop a column. */
export function PublicEstimateLines({ estimate }: { estimate: TPublicEstimate }) {
  const { t } = useTranslation('billing');
  const { money, number } = useFormat();
  const wide = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <Box>
      <Table size="small" aria-label={t('estimateApproval.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('estimateApproval.item')}</TableCell>
            <TableCell align="right">{t('estimateApproval.qty')}</TableCell>
            <TableCell align="right" sx={wide}>
              {t('estimateApproval.unitPrice')}
            </TableCell>
            <TableCell align="right">{t('estimateApproval.amount')}</TableCell>
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
                    {t('estimateApproval.discount', { amount: money(line.discountCents) })}
                  </Typography>
                )}
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="p"
                  sx={{ display: { sm: 'none' } }}
                >
                  {t('estimateApproval.each', { price: money(line.unitPriceCents) })}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {number(milliToQuantity(line.quantityMilli))}
                {line.unit ? ` ${line.unit}` : ''}
              </TableCell>
              <TableCell align="right" sx={wide}>
                {money(line.unitPriceCents)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(line.amountCents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <BillingTotals
        totals={estimate}
        taxRateBp={estimate.taxRateBp}
        taxExempt={estimate.taxExempt}
      />
    </Box>
  );
}
