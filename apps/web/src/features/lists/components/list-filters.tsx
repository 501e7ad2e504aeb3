import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FILTER_FIELD_SX, MultiSelectFilter } from '../../../components/list/list-filters';
import { useTranslation } from '../../../lib/i18n/i18n';

export { DateRangeFilter } from '../../../components/list/list-filters';

export type TLocationOption = { id: string; title: string };

/** The Location column's filter: any number of locations; none chosen means every location. */
export function LocationFilter({
  locations,
  value,
  onChange,
}: {
  locations: readonly TLocationOption[];
  value: readonly string[] | null;
  onChange: (ids: string[] | null) => void;
}) {
  const { t } = useTranslation('lists');
  return (
    <MultiSelectFilter
      label={t('filters.location')}
      allLabel={t('filters.allLocations')}
      countLabel={(count) => t('filters.locationCount', { count })}
      options={locations.map((l) => ({ value: l.id, label: l.title }))}
      value={value}
      onChange={onChange}
      width={200}
    />
  );
}

const INSTALLED_VALUES = { all: null, yes: true, no: false } as const;
type TInstalledChoice = keyof typeof INSTALLED_VALUES;

/** The Installed column's filter: Yes, No or both. */
export function InstalledFilter({
  value,
  onChange,
}: {
  value: boolean | null;
  onChange: (installed: boolean | null) => void;
}) {
  const { t } = useTranslation('lists');
  const choice: TInstalledChoice = value === null ? 'all' : value ? 'yes' : 'no';
  return (
    <TextField
      select
      size="small"
      margin="none"
      label={t('filters.installed')}
      value={choice}
      onChange={(event) => onChange(INSTALLED_VALUES[event.target.value as TInstalledChoice])}
      sx={{ ...FILTER_FIELD_SX, width: { xs: 'calc(50% - 6px)', sm: 130 } }}
    >
      <MenuItem value="all">{t('filters.all')}</MenuItem>
      <MenuItem value="yes">{t('filters.yes')}</MenuItem>
      <MenuItem value="no">{t('filters.no')}</MenuItem>
    </TextField>
  );
}
