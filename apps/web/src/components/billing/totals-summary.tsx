import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatTaxRate, type TTotals } from '@craftwork/domain/billing/money';

/** The totals' words: the signed-in screens take them from the catalogue, the public page as is. */
export type TTotalsLabels = {
  totals: string;
  subtotal: string;
  taxExempt: string;
  /** "Tax (8.25%)" for the rate given. */
  tax: (rate: string) => string;
  total: string;
};

/** Subtotal, tax (at the site's rate, or "Tax exempt") and total, right-aligned. */
export function TotalsSummary({
  totals,
  taxRateBp,
  taxExempt,
  labels,
  money,
}: {
  totals: TTotals;
  taxRateBp: number;
  taxExempt: boolean;
  labels: TTotalsLabels;
  /** Formats cents for the reader. */
  money: (cents: number) => string;
}) {
  const rows: [string, string][] = [
    [labels.subtotal, money(totals.subtotalCents)],
    [taxExempt ? labels.taxExempt : labels.tax(formatTaxRate(taxRateBp)), money(totals.taxCents)],
  ];
  return (
    <Box
      component="dl"
      aria-label={labels.totals}
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
      <Row label={labels.total} value={money(totals.totalCents)} strong />
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
