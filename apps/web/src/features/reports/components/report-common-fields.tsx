import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  PAPER_SIZES,
  type TPaperSize,
  type TReportType,
  type TReportTypeInfo,
} from '@craftwork/domain/reports/report-types';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useReportNames } from '../utils/report-names';

/** The report type menu, its description under it. */
export function ReportTypeField({
  types,
  value,
  onChange,
}: {
  types: readonly TReportTypeInfo[];
  value: TReportType | null;
  onChange: (type: TReportType) => void;
}) {
  const { t: tr } = useTranslation('reports');
  const names = useReportNames();
  const chosen = types.find((t) => t.type === value);
  return (
    <TextField
      select
      required
      label={tr('fields.reportType')}
      value={chosen ? chosen.type : ''}
      onChange={(event) => {
        const next = types.find((t) => t.type === event.target.value);
        if (next) onChange(next.type);
      }}
      helperText={chosen ? names.typeDescription(chosen.type) : tr('fields.chooseType')}
      fullWidth
    >
      {types.map((t) => (
        <MenuItem key={t.type} value={t.type}>
          {names.typeTitle(t.type)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Paper size of the PDF and the white-label switch (the document without the product's name). */
export function PaperAndBrandFields({
  paperSize,
  onPaperSize,
  whiteLabel,
  onWhiteLabel,
}: {
  paperSize: TPaperSize;
  onPaperSize: (size: TPaperSize) => void;
  whiteLabel: boolean;
  onWhiteLabel: (on: boolean) => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label={t('fields.paperSize')}
        value={paperSize}
        onChange={(event) => {
          const size = PAPER_SIZES.find((s) => s === event.target.value);
          if (size) onPaperSize(size);
        }}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        {PAPER_SIZES.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch checked={whiteLabel} onChange={(event) => onWhiteLabel(event.target.checked)} />
        }
        label={t('fields.whiteLabel')}
      />
    </Stack>
  );
}
