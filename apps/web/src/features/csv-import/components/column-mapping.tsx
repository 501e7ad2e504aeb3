import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TImportField, TImportInspection } from '../api/csv-import';

const SKIP = '';

type TColumnMappingProps = {
  inspection: TImportInspection;
  mapping: (string | null)[];
  onChange: (mapping: (string | null)[]) => void;
};

function fieldLabel(field: TImportField) {
  return field.required ? `${field.label} (required)` : field.label;
}

/** The required fields no column is mapped to yet. */
export function unmappedRequired(fields: readonly TImportField[], mapping: (string | null)[]) {
  return fields.filter((f) => f.required && !mapping.includes(f.key));
}

/**
 * Each column of the file with its first values and a choice of the field it fills (or Skip).
 * A field already taken by another column is offered but marked, so a swap stays two clicks.
 */
export function ColumnMapping({ inspection, mapping, onChange }: TColumnMappingProps) {
  const { headers, sample, fields } = inspection;
  const missing = unmappedRequired(fields, mapping);
  const choose = (index: number, key: string) =>
    onChange(headers.map((_, i) => (i === index ? key || null : (mapping[i] ?? null))));
  return (
    <Stack spacing={2}>
      <TableContainer>
        <Table size="small" aria-label="Columns of the file">
          <TableHead>
            <TableRow>
              <TableCell>Column in the file</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>First values</TableCell>
              <TableCell sx={{ minWidth: 180 }}>Field</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {headers.map((header, index) => {
              const values = sample.map((row) => row[index] ?? '').filter((v) => v.trim() !== '');
              const key = mapping[index] ?? SKIP;
              return (
                <TableRow key={`${index}-${header}`}>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    <Typography variant="body2" fontWeight={500}>
                      {header}
                    </Typography>
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: { xs: 'block', sm: 'none' } }}
                    >
                      {values.slice(0, 2).join(', ') || 'No values'}
                    </Typography>
                  </TableCell>
                  <TableCell
                    sx={{ display: { xs: 'none', sm: 'table-cell' }, color: 'text.secondary' }}
                  >
                    <Typography
                      variant="body2"
                      noWrap
                      sx={{ maxWidth: 280 }}
                      title={values.join(', ')}
                    >
                      {values.slice(0, 3).join(', ') || 'No values'}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      label={`Field for ${header}`}
                      value={key}
                      onChange={(event) => choose(index, event.target.value)}
                    >
                      <MenuItem value={SKIP}>
                        <em>Skip this column</em>
                      </MenuItem>
                      {fields.map((field) => {
                        const takenBy = mapping.findIndex((k, i) => k === field.key && i !== index);
                        return (
                          <MenuItem key={field.key} value={field.key}>
                            {fieldLabel(field)}
                            {takenBy >= 0 ? ` — now from ${headers[takenBy] ?? ''}` : ''}
                          </MenuItem>
                        );
                      })}
                    </TextField>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {missing.length > 0 && (
        <Alert severity="info">
          Choose a column for each required field: {missing.map((f) => f.label).join(', ')}.
        </Alert>
      )}
    </Stack>
  );
}
