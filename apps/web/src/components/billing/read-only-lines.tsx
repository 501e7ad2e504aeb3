import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { parseMoney } from '@craftwork/domain/billing/money';
import { useTranslation } from '../../lib/i18n/i18n';
import { useFormat } from '../../lib/i18n/use-format';
import { draftLineAmount, type TDraftLine } from './draft-lines';

/** The lines of a document that can no longer change: a table, or one card per line. */
export function ReadOnlyLines({
  lines,
  narrow,
}: {
  lines: readonly TDraftLine[];
  narrow: boolean;
}) {
  const { t } = useTranslation('billing');
  const { money: formatMoney } = useFormat();
  if (narrow) {
    return (
      <Stack spacing={1.5}>
        {lines.map((line, index) => (
          <Paper
            key={line.key}
            variant="outlined"
            component="section"
            aria-label={t('lines.line', { n: index + 1 })}
            sx={{ p: 1.5 }}
          >
            <Stack direction="row" justifyContent="space-between" spacing={2}>
              <Typography variant="subtitle2">{line.name}</Typography>
              <Typography variant="subtitle2">{formatMoney(draftLineAmount(line))}</Typography>
            </Stack>
            {line.description && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {line.description}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {quantityLine(line, t, formatMoney)}
            </Typography>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('lines.lineItems')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('lines.item')}</TableCell>
            <TableCell>{t('lines.description')}</TableCell>
            <TableCell align="right">{t('lines.quantity')}</TableCell>
            <TableCell>{t('lines.unit')}</TableCell>
            <TableCell align="right">{t('lines.unitPrice')}</TableCell>
            <TableCell align="right">{t('lines.discount')}</TableCell>
            <TableCell>{t('lines.taxable')}</TableCell>
            <TableCell align="right">{t('lines.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const money = draftMoney(line, formatMoney);
            return (
              <TableRow key={line.key}>
                <TableCell>{line.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>{line.description}</TableCell>
                <TableCell align="right">{line.quantityText}</TableCell>
                <TableCell>{line.unit}</TableCell>
                <TableCell align="right">{money.price}</TableCell>
                <TableCell align="right">{money.discount}</TableCell>
                <TableCell>{line.taxable ? t('lines.yes') : t('lines.no')}</TableCell>
                <TableCell align="right">{formatMoney(draftLineAmount(line))}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

type TMoneyFormat = (cents: number) => string;

function draftMoney(line: TDraftLine, formatMoney: TMoneyFormat) {
  const asMoney = (text: string) => {
    const cents = parseMoney(text);
    return cents === null ? text : formatMoney(cents);
  };
  return {
    price: asMoney(line.unitPriceText || '0'),
    discount: line.discountText ? asMoney(line.discountText) : '',
  };
}

function quantityLine(line: TDraftLine, t: TFunction<'billing'>, formatMoney: TMoneyFormat) {
  const money = draftMoney(line, formatMoney);
  return t('lines.quantityLine', {
    quantity: line.quantityText,
    hasUnit: line.unit ? 'yes' : 'no',
    unit: line.unit,
    price: money.price,
    hasDiscount: money.discount ? 'yes' : 'no',
    discount: money.discount,
    taxable: line.taxable ? 'yes' : 'no',
  });
}
