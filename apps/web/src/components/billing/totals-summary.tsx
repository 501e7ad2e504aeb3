import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney, formatTaxRate, type TTotals } from '@craftwork/domain/billing/money';

/** Subtotal, tax (at the site's rate, or "Tax exempt") and total, right-aligned. */
export function TotalsSummary({
  totals,
  taxRateBp,
  taxExempt,
}: {
  totals: TTotals;
  taxRateBp: number;
  taxExempt: boolean;
}) {
  const rows: [string, string][] = [
    ['Subtotal', formatMoney(totals.subtotalCents)],
    [taxExempt ? 'Tax exempt' : `Tax (${formatTaxRate(taxRateBp)})`, formatMoney(totals.taxCents)],
  ];
  return (
    <Box
      component="dl"
      aria-label="Totals"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        justifyContent: 'end',
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
        mt: 2,
      }}
    >
      {rows.map(([label, value]) => (
        <Row key={label} label={label} value={value} />
      ))}
      <Row label="Total" value={formatMoney(totals.totalCents)} strong />
    </Box>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const variant = strong ? 'subtitle1' : 'body2';
  const fontWeight = strong ? 600 : undefined;
  return (
    <>
      <Typography component="dt" variant={variant} sx={{ fontWeight }}>
        {label}
      </Typography>
      <Typography component="dd" variant={variant} sx={{ m: 0, textAlign: 'right', fontWeight }}>
        {value}
      </Typography>
    </>
  );
}
