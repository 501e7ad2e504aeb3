import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, parseMoney } from '@craftwork/domain/billing/money';
import { draftLineAmount, type TDraftLine } from './draft-lines';

/** The lines of a document that can no longer change: a table, or one card per line. */
export function ReadOnlyLines({
  lines,
  narrow,
}: {
  lines: readonly TDraftLine[];
  narrow: boolean;
}) {
  if (narrow) {
    return (
      <Stack spacing={1.5}>
        {lines.map((line, index) => (
          <Paper
            key={line.key}
            variant="outlined"
            component="section"
            aria-label={`Line ${index + 1}`}
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
              {quantityLine(line)}
            </Typography>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Line items">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell>Unit</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Discount</TableCell>
            <TableCell>Taxable</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const money = draftMoney(line);
            return (
              <TableRow key={line.key}>
                <TableCell>{line.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>{line.description}</TableCell>
                <TableCell align="right">{line.quantityText}</TableCell>
                <TableCell>{line.unit}</TableCell>
                <TableCell align="right">{money.price}</TableCell>
                <TableCell align="right">{money.discount}</TableCell>
                <TableCell>{line.taxable ? 'Yes' : 'No'}</TableCell>
                <TableCell align="right">{formatMoney(draftLineAmount(line))}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function draftMoney(line: TDraftLine) {
  const asMoney = (text: string) => {
    const cents = parseMoney(text);
    return cents === null ? text : formatMoney(cents);
  };
  return {
    price: asMoney(line.unitPriceText || '0'),
    discount: line.discountText ? asMoney(line.discountText) : '',
  };
}

function quantityLine(line: TDraftLine): string {
  const money = draftMoney(line);
  const unit = line.unit ? ` ${line.unit}` : '';
  const discount = money.discount ? `, less ${money.discount}` : '';
  const tax = line.taxable ? '' : ', not taxable';
  return `${line.quantityText}${unit} × ${money.price}${discount}${tax}`;
}
