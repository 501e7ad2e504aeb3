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
import { RENTAL_TEXTS, formatSiteDay } from '@craftwork/domain/inventory/rental';
import type { TOffRentLine } from '../api/rental';
import { formatQuantity, joinNames } from '../utils/format';
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
  const [editing, setEditing] = useState<TOffRentLine | null>(null);
  return (
    <section aria-labelledby="off-rent-lines-title">
      <Typography id="off-rent-lines-title" variant="h6" component="h2" sx={{ mt: 4, mb: 0.5 }}>
        Off Rent lines
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Rent stops on the rent-stop date, which may be moved back to the rent start
        {billingCutoff ? ` or the last billing cut-off (${formatSiteDay(billingCutoff)})` : ''}.
      </Typography>
      {lines.length === 0 ? (
        <Typography color="text.secondary">{RENTAL_TEXTS.noOffRentLines}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Off Rent lines">
            <TableHead>
              <TableRow>
                <TableCell sx={WIDE}>Date</TableCell>
                <TableCell sx={WIDE}>Company</TableCell>
                <TableCell>Craft Record</TableCell>
                <TableCell sx={WIDE}>Object</TableCell>
                <TableCell align="right" sx={WIDE}>
                  Qty
                </TableCell>
                <TableCell>Rent Stop</TableCell>
                <TableCell align="right">Action</TableCell>
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
                      {formatQuantity(line.value)} off on {formatSiteDay(line.siteDay)}
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
                        aria-label={`Change rent stop of ${line.objectTitle} on ${line.recordTitle}, ${formatSiteDay(line.siteDay)}`}
                      >
                        Change
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
