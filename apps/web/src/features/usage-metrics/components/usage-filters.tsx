import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NO_SIGN_IN_DAYS, type TNoSignInDays } from '@craftwork/domain/usage/usage-metrics';
import { FILTER_FIELD_SX } from '../../../components/list/list-filters';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TUsageFilterOptions } from '../api/usage-metrics';
import type { TUsageFilters } from '../utils/filters';

const ANY = '';

/** "No sign-in in" (Any, 30, 60 or 90 days) and, for those who see every member, Company. */
export function UsageFilters({
  filters,
  options,
  canFilterCompany,
  onChange,
}: {
  filters: TUsageFilters;
  options: TUsageFilterOptions | undefined;
  canFilterCompany: boolean;
  onChange: (filters: TUsageFilters) => void;
}) {
  const { t } = useTranslation('integrations');
  const set = (patch: Partial<TUsageFilters>) => onChange({ ...filters, ...patch });
  const companies = options?.companies ?? [];
  const companyKnown =
    filters.companyId === null || companies.some((c) => c.id === filters.companyId);
  return (
    <>
      <TextField
        select
        size="small"
        margin="none"
        label={t('usage.noSignIn')}
        value={filters.noSignInDays === null ? ANY : String(filters.noSignInDays)}
        onChange={(event) =>
          set({
            noSignInDays:
              event.target.value === ANY ? null : (Number(event.target.value) as TNoSignInDays),
          })
        }
        sx={{ ...FILTER_FIELD_SX, width: { xs: '100%', sm: 160 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value={ANY}>{t('usage.noSignInAny')}</MenuItem>
        {NO_SIGN_IN_DAYS.map((days) => (
          <MenuItem key={days} value={String(days)}>
            {t('usage.noSignInDays', { days })}
          </MenuItem>
        ))}
      </TextField>
      {canFilterCompany ? (
        <TextField
          select
          size="small"
          margin="none"
          label={t('usage.company')}
          value={filters.companyId ?? ANY}
          onChange={(event) =>
            set({ companyId: event.target.value === ANY ? null : event.target.value })
          }
          sx={{ ...FILTER_FIELD_SX, width: { xs: '100%', sm: 200 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value={ANY}>{t('usage.allCompanies')}</MenuItem>
          {companyKnown || filters.companyId === null ? null : (
            <MenuItem value={filters.companyId}>{t('usage.unavailable')}</MenuItem>
          )}
          {companies.map((company) => (
            <MenuItem key={company.id} value={company.id}>
              {company.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </>
  );
}
