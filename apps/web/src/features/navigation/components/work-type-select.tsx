import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import type { TWorkType } from '../../../lib/storage';
import { useWorkType } from '../../../lib/work-type';
import { workTypeChangeTarget } from '../hooks/work-type-change';

/** The global work-type filter: All Work Types plus the site's valid craft types. */
export function WorkTypeSelect({ validCraftTypes }: { validCraftTypes: readonly number[] }) {
  const [workType, setWorkType] = useWorkType();
  const { t } = useTranslation('shell');
  const craftTypeName = useCraftTypeName();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // A stored type the site no longer offers reads as all.
  const value = workType !== 'all' && validCraftTypes.includes(workType) ? String(workType) : 'all';

  const handleChange = (raw: string) => {
    const next: TWorkType = raw === 'all' ? 'all' : Number(raw);
    setWorkType(next);
    const target = workTypeChangeTarget(pathname, next);
    if (target) void navigate(target);
  };

  return (
    <TextField
      select
      id="work-type-select"
      label={t('workType.label')}
      size="small"
      margin="none"
      fullWidth={false}
      value={value}
      onChange={(event) => handleChange(event.target.value)}
      // Drawn on the black header: light text, outline and label, no white patch behind the
      // label (the outline leaves a gap for it). Full width on its own line on phones.
      sx={{
        width: { xs: '100%', sm: 'auto' },
        minWidth: { sm: 200 },
        maxWidth: { sm: 260 },
        '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': { color: 'common.white' },
        '& .MuiOutlinedInput-root': { color: 'common.white' },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255, 255, 255, 0.6)' },
        '& .MuiOutlinedInput-root:hover .MuiOutlinedInput-notchedOutline': {
          borderColor: 'common.white',
        },
        '& .MuiOutlinedInput-root.Mui-focused .MuiOutlinedInput-notchedOutline': {
          borderColor: 'secondary.main',
        },
        '& .MuiSelect-icon': { color: 'common.white' },
      }}
    >
      <MenuItem value="all">{t('workType.all')}</MenuItem>
      {validCraftTypes.map((code) => (
        <MenuItem key={code} value={String(code)}>
          {craftTypeName(code)}
        </MenuItem>
      ))}
    </TextField>
  );
}
