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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TImportConstant } from '@craftwork/domain/import/fields';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TImportField, TImportInspection } from '../api/csv-import';
import { ConstantValues } from './constant-values';

const SKIP = '';

type TColumnMappingProps = {
  inspection: TImportInspection;
  mapping: (string | null)[];
  onChange: (mapping: (string | null)[]) => void;
  constants: TImportConstant[];
  onConstantsChange: (constants: TImportConstant[]) => void;
};

function fieldLabel(t: TFunction<'imports'>, field: TImportField) {
  return field.required ? t('fieldRequired', { label: field.label }) : field.label;
}

/** The required fields no column is mapped to and no value for every row is given yet. */
export function unmappedRequired(
  fields: readonly TImportField[],
  mapping: (string | null)[],
  constants: readonly TImportConstant[] = [],
) {
  return fields.filter(
    (f) => f.required && !mapping.includes(f.key) && !constants.some((c) => c.field === f.key),
  );
}

/**
 * Each column of the file with its first values and a choice of the field it fills (or Skip).
 * A field already taken by another column is offered but marked, so a swap stays two clicks.
 */
export function ColumnMapping({
  inspection,
  mapping,
  onChange,
  constants,
  onConstantsChange,
}: TColumnMappingProps) {
  const { t } = useTranslation('imports');
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { headers, sample, fields } = inspection;
  const missing = unmappedRequired(fields, mapping, constants);
  const choose = (index: number, key: string) =>
    onChange(headers.map((_, i) => (i === index ? key || null : (mapping[i] ?? null))));
  const select = (index: number, header: string) => (
    <TextField
      select
      size="small"
      fullWidth
      label={t('mapping.fieldFor', { header })}
      value={mapping[index] ?? SKIP}
      // A skipped column says so, rather than showing an empty box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(event) => choose(index, event.target.value)}
    >
      <MenuItem value={SKIP}>
        <em>{t('mapping.skipColumn')}</em>
      </MenuItem>
      {fields.map((field) => {
        const takenBy = mapping.findIndex((k, i) => k === field.key && i !== index);
        return (
          <MenuItem key={field.key} value={field.key}>
            {takenBy >= 0
              ? t('mapping.takenBy', {
                  field: fieldLabel(t, field),
                  header: headers[takenBy] ?? '',
                })
              : fieldLabel(t, field)}
          </MenuItem>
        );
      })}
    </TextField>
  );
  return (
    <Stack spacing={2}>
      <TableContainer>
        <Table
          size="small"
          aria-label={t('mapping.tableLabel')}
          // Fixed on a phone, so a long first value is cut short instead of widening the table.
          sx={isPhone ? { tableLayout: 'fixed' } : undefined}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={isPhone ? { px: 0 } : undefined}>
                {isPhone ? t('mapping.columnAndField') : t('mapping.column')}
              </TableCell>
              {!isPhone && <TableCell>{t('mapping.firstValues')}</TableCell>}
              {!isPhone && <TableCell sx={{ width: 300 }}>{t('mapping.field')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {headers.map((header, index) => {
              const values = sample.map((row) => row[index] ?? '').filter((v) => v.trim() !== '');
              // On a phone the choice sits under the column's name: three columns would squeeze
              // the names to a letter or two per line.
              return isPhone ? (
                <TableRow key={`${index}-${header}`}>
                  <TableCell sx={{ px: 0, py: 1.5 }}>
                    <Typography variant="body2" fontWeight={500} sx={{ wordBreak: 'break-word' }}>
                      {header}
                    </Typography>
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      noWrap
                      sx={{ mb: 1 }}
                    >
                      {values.slice(0, 2).join(t('listSeparator')) || t('mapping.noValues')}
                    </Typography>
                    {select(index, header)}
                  </TableCell>
                </TableRow>
              ) : (
                <TableRow key={`${index}-${header}`}>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    <Typography variant="body2" fontWeight={500}>
                      {header}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ color: 'text.secondary' }}>
                    <Typography
                      variant="body2"
                      noWrap
                      sx={{ maxWidth: 280 }}
                      title={values.join(t('listSeparator'))}
                    >
                      {values.slice(0, 3).join(t('listSeparator')) || t('mapping.noValues')}
                    </Typography>
                  </TableCell>
                  <TableCell>{select(index, header)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <ConstantValues
        fields={fields}
        mapping={mapping}
        constants={constants}
        onChange={onConstantsChange}
      />
      {missing.length > 0 && (
        <Alert severity="info">
          {t('mapping.missing', { fields: missing.map((f) => f.label).join(t('listSeparator')) })}
        </Alert>
      )}
    </Stack>
  );
}
