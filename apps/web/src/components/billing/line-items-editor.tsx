import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { MAX_LINES } from '@craftwork/domain/billing/lines';
import { useTranslation } from '../../lib/i18n/i18n';
import { VISUALLY_HIDDEN_SX } from '../ui/visually-hidden';
import { BillingTotals } from './billing-totals';
import { draftTotals, newDraftLine, type TDraftLine } from './draft-lines';
import { LineCard, LineRow } from './line-inputs';
import { PricebookPicker } from './pricebook-picker';
import { ReadOnlyLines } from './read-only-lines';

export type TLineItemsEditorProps = {
  lines: readonly TDraftLine[];
  onChange: (lines: TDraftLine[]) => void;
  readOnly?: boolean;
  taxRateBp: number;
  taxExempt: boolean;
  /** Price book items of this craft (and of any craft) are offered; all without it. */
  craftType?: number | null;
  /** Show every wrong field (after a Save was refused), not only those already typed in. */
  showErrors?: boolean;
};

/**
 * The line items of an estimate or an invoice: price book or free-text lines with quantity,
 * unit price, discount and taxable, each line's amount and the document's totals (domain money
 * rules). A table on wide screens, one card per line on narrow ones.
 */
export function LineItemsEditor({
  lines,
  onChange,
  readOnly = false,
  taxRateBp,
  taxExempt,
  craftType = null,
  showErrors = false,
}: TLineItemsEditorProps) {
  const { t } = useTranslation('billing');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const totals = draftTotals(lines, taxRateBp, taxExempt);
  const update = (index: number, patch: Partial<TDraftLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const remove = (index: number) => onChange(lines.filter((_, i) => i !== index));
  const add = (line: TDraftLine) => onChange([...lines, line]);
  const full = lines.length >= MAX_LINES;

  return (
    <Box>
      {lines.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('lines.noLines')}
        </Typography>
      ) : readOnly ? (
        <ReadOnlyLines lines={lines} narrow={narrow} />
      ) : narrow ? (
        <Stack spacing={1.5}>
          {lines.map((line, index) => (
            <LineCard
              key={line.key}
              line={line}
              index={index}
              showErrors={showErrors}
              onChange={(patch) => update(index, patch)}
              onRemove={() => remove(index)}
            />
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table
            size="small"
            aria-label={t('lines.lineItems')}
            sx={{
              '& td, & th': { px: 0.75 },
              '& td:first-of-type, & th:first-of-type': { pl: 1.5 },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 150 }}>{t('lines.item')}</TableCell>
                <TableCell sx={{ minWidth: 150 }}>{t('lines.description')}</TableCell>
                <TableCell sx={{ width: 90 }}>{t('lines.quantity')}</TableCell>
                <TableCell sx={{ width: 90 }}>{t('lines.unit')}</TableCell>
                <TableCell sx={{ width: 140 }}>{t('lines.unitPrice')}</TableCell>
                <TableCell sx={{ width: 120 }}>{t('lines.discount')}</TableCell>
                <TableCell sx={{ width: 64 }}>{t('lines.taxable')}</TableCell>
                <TableCell align="right" sx={{ width: 110 }}>
                  {t('lines.amount')}
                </TableCell>
                <TableCell sx={{ width: 48 }}>
                  <Box component="span" sx={VISUALLY_HIDDEN_SX}>
                    {t('lines.remove')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line, index) => (
                <LineRow
                  key={line.key}
                  line={line}
                  index={index}
                  showErrors={showErrors}
                  onChange={(patch) => update(index, patch)}
                  onRemove={() => remove(index)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {!readOnly && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          alignItems={{ xs: 'stretch', sm: 'center' }}
          sx={{ mt: 2 }}
        >
          <PricebookPicker craftType={craftType} disabled={full} onPick={add} />
          <Button
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() => add(newDraftLine())}
            disabled={full}
          >
            {t('lines.addLine')}
          </Button>
        </Stack>
      )}
      <BillingTotals totals={totals} taxRateBp={taxRateBp} taxExempt={taxExempt} />
    </Box>
  );
}
