import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  NO_SIGN_IN_LABELS,
  USAGE_TEXTS,
  type TNoSignInDays,
} from '@craftwork/domain/usage/usage-metrics';
import { FILTER_FIELD_SX } from '../../../components/list/list-filters';
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
        label={USAGE_TEXTS.noSignInLabel}
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
        {NO_SIGN_IN_LABELS.map((choice) => (
          <MenuItem key={choice.label} value={choice.value === null ? ANY : String(choice.value)}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      {canFilterCompany ? (
        <TextField
          select
          size="small"
          margin="none"
          label={USAGE_TEXTS.companyLabel}
          value={filters.companyId ?? ANY}
          onChange={(event) =>
            set({ companyId: event.target.value === ANY ? null : event.target.value })
          }
          sx={{ ...FILTER_FIELD_SX, width: { xs: '100%', sm: 200 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value={ANY}>{USAGE_TEXTS.allCompanies}</MenuItem>
          {companyKnown || filters.companyId === null ? null : (
            <MenuItem value={filters.companyId}>[Unavailable]</MenuItem>
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
