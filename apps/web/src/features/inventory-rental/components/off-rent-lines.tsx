import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useRentalFormat } from '../utils/i18n';
import type { TOffRentLine } from '../api/rental';
import { joinNames } from '../utils/format';
import { RentStopDialog } from './rent-stop-dialog';

const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The range's Off Rent lines, each with its rent-stop date and, if the user may, a Change. */
export function OffRentLines({
  lines,
  billingCutoff,
}: {
  lines: readonly TOffRentLine[];
  billingCutoff: string | null;
}) {
  const { t } = useTranslation('inventory');
  const format = useRentalFormat();
  const formatQuantity = format.quantity;
  const formatSiteDay = format.siteDay;
  const [editing, setEditing] = useState<TOffRentLine | null>(null);
  return (
    <section aria-labelledby="off-rent-lines-title">
      <Typography id="off-rent-lines-title" variant="h6" component="h2" sx={{ mt: 4, mb: 0.5 }}>
        {t('offRent.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {billingCutoff
          ? t('offRent.explainCutoff', { cutoff: formatSiteDay(billingCutoff) })
          : t('offRent.explain')}
      </Typography>
      {lines.length === 0 ? (
        <Typography color="text.secondary">{t('offRent.none')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('offRent.title')}>
            <TableHead>
              <TableRow>
                <TableCell sx={WIDE}>{t('offRent.date')}</TableCell>
                <TableCell sx={WIDE}>{t('offRent.company')}</TableCell>
                <TableCell>{t('offRent.craftRecord')}</TableCell>
                <TableCell sx={WIDE}>{t('offRent.object')}</TableCell>
                <TableCell align="right" sx={WIDE}>
                  {t('offRent.qty')}
                </TableCell>
                <TableCell>{t('offRent.rentStop')}</TableCell>
                <TableCell align="right">{t('offRent.action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell sx={WIDE}>{formatSiteDay(line.siteDay)}</TableCell>
                  <TableCell sx={WIDE}>{line.companyName}</TableCell>
                  <TableCell sx={{ overflowWrap: 'break-word' }}>
                    {line.recordTitle}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      sx={{ display: { xs: 'block', sm: 'none' } }}
                    >
                      {joinNames(line.companyName, line.objectTitle)}
                      <br />
                      {t('offRent.offOn', {
                        quantity: formatQuantity(line.value),
                        day: formatSiteDay(line.siteDay),
                      })}
                    </Typography>
                  </TableCell>
                  <TableCell sx={WIDE}>{line.objectTitle}</TableCell>
                  <TableCell align="right" sx={WIDE}>
                    {formatQuantity(line.value)}
                  </TableCell>
                  <TableCell>{formatSiteDay(line.rentStopDate)}</TableCell>
                  <TableCell align="right">
                    {line.canEdit && (
                      <Button
                        size="small"
                        onClick={() => setEditing(line)}
                        aria-label={t('offRent.changeLabel', {
                          object: line.objectTitle,
                          record: line.recordTitle,
                          day: formatSiteDay(line.siteDay),
                        })}
                      >
                        {t('offRent.change')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <RentStopDialog line={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
